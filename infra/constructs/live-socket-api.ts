import { CfnOutput, Duration, Stack } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import type { StageConfig } from '#infra/config.ts';
import { acknowledgeFindings, findingsEndingWith, IAM5 } from '#infra/lib/nag.ts';
import { stageAccessLogs } from '#infra/lib/stage-access-logs.ts';
import { grantTableAccess } from '#infra/lib/table-access.ts';
import { LIVE_SOCKET_HANDLERS, LIVE_STAGE_NAME, LIVE_TICKET_PARAMETER } from '#shared/api/live-socket.ts';
import { AppFunction } from './app-function.ts';

export interface LiveSocketApiProps {
  config: StageConfig;
  table: ITableV2;
  /** The functions' environment (the table's name among it). */
  environment: Record<string, string>;
}

/**
 * The live connection (issue 11, ADR 0041): an API Gateway WebSocket API whose `$connect` a Lambda
 * REQUEST authorizer guards with the single-use ticket in `?ticket=`, `$connect`/`$disconnect`
 * keeping the connections in the table, `$default` taking the browser's keep-alive. Pushes go
 * through the management API (`allowPush`).
 */
export class LiveSocketApi extends Construct {
  readonly api: apigw.WebSocketApi;
  readonly stage: apigw.WebSocketStage;
  readonly functions: AppFunction[] = [];

  constructor(scope: Construct, id: string, props: LiveSocketApiProps) {
    super(scope, id);
    const { config } = props;
    const handler = (route: keyof typeof LIVE_SOCKET_HANDLERS, description: string) => {
      // Not `Default`: CDK leaves a construct named so out of logical ids (they would collide).
      const fn = new AppFunction(this, `${route[0]?.toUpperCase()}${route.slice(1)}Handler`, {
        config,
        entry: LIVE_SOCKET_HANDLERS[route],
        name: `live-${route}`,
        description,
        environment: props.environment,
        timeout: Duration.seconds(5),
      });
      grantTableAccess(props.table, fn.fn, 'readWrite');
      this.functions.push(fn);
      return fn.fn;
    };
    const authorizer = new WebSocketLambdaAuthorizer(
      'TicketAuthorizer',
      handler('authorizer', 'Live connection: uses the single-use ticket of ?ticket= ($connect authorizer)'),
      { identitySource: [`route.request.querystring.${LIVE_TICKET_PARAMETER}`] },
    );
    this.api = new apigw.WebSocketApi(this, 'Api', {
      apiName: `${config.namePrefix}-live`,
      description: `Inkslot ${config.stage} live connections (messages and their seen state)`,
      connectRouteOptions: {
        integration: new WebSocketLambdaIntegration(
          'ConnectIntegration',
          handler('connect', 'Live connection: keeps the connection for its party'),
        ),
        authorizer,
      },
      disconnectRouteOptions: {
        integration: new WebSocketLambdaIntegration(
          'DisconnectIntegration',
          handler('disconnect', 'Live connection: forgets the connection'),
        ),
      },
      defaultRouteOptions: {
        integration: new WebSocketLambdaIntegration(
          'DefaultIntegration',
          handler('default', "Live connection: the browser's keep-alive"),
        ),
      },
    });
    this.stage = new apigw.WebSocketStage(this, 'Stage', {
      webSocketApi: this.api,
      stageName: LIVE_STAGE_NAME,
      autoDeploy: true,
      throttle: config.throttle,
      accessLogSettings: stageAccessLogs(this, config, {
        routeKey: '$context.routeKey',
        eventType: '$context.eventType',
        connectionId: '$context.connectionId',
        status: '$context.status',
        authorizerError: '$context.authorizer.error',
        integrationError: '$context.integrationErrorMessage',
      }),
    });
    const unauthorizedRoutes = ['$disconnect', '$default'].map((key) =>
      this.api.node.findChild(`${key}-Route`),
    );
    acknowledgeFindings(
      unauthorizedRoutes.map((route) => ({
        scope: route,
        id: 'AwsSolutions-APIG4',
        reason:
          'A WebSocket API authorizes on $connect only (API Gateway takes an authorizer there alone): $disconnect and $default run on a connection the ticket authorizer already let in.',
      })),
    );
    new CfnOutput(Stack.of(this), 'LiveUrl', {
      value: this.stage.url,
      description: "The live connections' WebSocket URL (the SPA gets it with each ticket)",
    });
  }

  /** `wss://<id>.execute-api.<region>.amazonaws.com/live`: where the SPA connects. */
  get url(): string {
    return this.stage.url;
  }

  /** The host the SPA's Content-Security-Policy must allow to connect to. */
  get host(): string {
    const stack = Stack.of(this);
    return `${this.api.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }

  /** A function that pushes to the connections: the management endpoint and its permission. */
  allowPush(pusher: AppFunction) {
    pusher.fn.addEnvironment('LIVE_ENDPOINT', this.stage.callbackUrl);
    this.stage.grantManagementApiAccess(pusher.fn);
    acknowledgeFindings([
      {
        scope: pusher.role,
        id: 'AwsSolutions-IAM5',
        granular: findingsEndingWith(IAM5, '/@connections/*'),
        reason:
          "Posting to this stage's connections (execute-api:ManageConnections): API Gateway names each connection by an id known only at run time, so the grant ends in @connections/*.",
      },
    ]);
  }
}
