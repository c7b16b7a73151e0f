import { type App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { readStageConfig, type StageConfig } from './config.ts';
import { ApiStack } from './stacks/api-stack.ts';
import { AuthStack } from './stacks/auth-stack.ts';
import { DataStack } from './stacks/data-stack.ts';
import { EDGE_REGION, EdgeStack } from './stacks/edge-stack.ts';
import { EventsStack } from './stacks/events-stack.ts';
import { MediaStack } from './stacks/media-stack.ts';
import { OpsStack } from './stacks/ops-stack.ts';
import { WebStack } from './stacks/web-stack.ts';

export interface Inkslot {
  config: StageConfig;
  ops: OpsStack;
  data: DataStack;
  auth: AuthStack;
  events: EventsStack;
  media: MediaStack;
  api: ApiStack;
  web: WebStack;
  edge: EdgeStack;
}

/**
 * Builds the stacks of one stage (`-c stage=dev|staging|prod`), named `Inkslot-<stage>-<Name>`,
 * and registers cdk-nag's AWS Solutions checks: a finding fails the synth unless a stack
 * acknowledges it with a reason.
 */
export function buildInkslot(app: App): Inkslot {
  const config = readStageConfig(app.node);
  // An explicit region (the CLI's, else `-c region=`): the Web stack reads the Edge stack's web ACL
  // across regions, which CDK supports only between stacks of known regions (ADR 0069).
  const region = process.env.CDK_DEFAULT_REGION ?? (app.node.tryGetContext('region') as string | undefined);
  const env = { account: process.env.CDK_DEFAULT_ACCOUNT, region };
  const name = (stack: string) => `Inkslot-${config.stage}-${stack}`;
  const common = { env, config, tags: { app: 'inkslot', stage: config.stage } };

  const ops = new OpsStack(app, name('Ops'), { ...common, description: 'Inkslot: alarm topic' });
  const data = new DataStack(app, name('Data'), {
    ...common,
    description: 'Inkslot: table, media bucket and consent bucket',
  });
  const auth = new AuthStack(app, name('Auth'), {
    ...common,
    description: 'Inkslot: Cognito user pool',
    table: data.table,
  });
  const events = new EventsStack(app, name('Events'), {
    ...common,
    description: 'Inkslot: event bus, outbox pipe, consumers and schedules',
    table: data.table,
    userPoolId: auth.userPool.userPoolId,
    alarmTopic: ops.alarmTopic,
    mediaBucket: { bucketName: data.mediaBucket.bucketName, bucketArn: data.mediaBucket.bucketArn },
    consentBucket: { bucketName: data.consentBucket.bucketName, bucketArn: data.consentBucket.bucketArn },
  });
  const media = new MediaStack(app, name('Media'), {
    ...common,
    description: 'Inkslot: the image upload processor',
    table: data.table,
    mediaBucket: { bucketName: data.mediaBucket.bucketName, bucketArn: data.mediaBucket.bucketArn },
    alarmTopic: ops.alarmTopic,
  });
  const api = new ApiStack(app, name('Api'), {
    ...common,
    description: 'Inkslot: HTTP API from the route table',
    table: data.table,
    eventBusName: events.bus.eventBusName,
    userPoolId: auth.userPool.userPoolId,
    userPoolClientId: auth.userPoolClient.userPoolClientId,
    cognitoIssuer: auth.issuer,
    mediaBucket: { bucketName: data.mediaBucket.bucketName, bucketArn: data.mediaBucket.bucketArn },
    consentBucket: { bucketName: data.consentBucket.bucketName, bucketArn: data.consentBucket.bucketArn },
    liveUrl: events.live.url,
  });
  // CloudFront's web ACL lives in us-east-1 (ADR 0069): its own stack there; the Web stack reads its
  // ARN through CDK's cross-region references (an SSM parameter in us-east-1 and a reader).
  const edge = new EdgeStack(app, name('Edge'), {
    ...common,
    env: { account: env.account, region: EDGE_REGION },
    crossRegionReferences: true,
    description: "Inkslot: the distribution's WAF web ACL (us-east-1)",
  });
  const web = new WebStack(app, name('Web'), {
    ...common,
    crossRegionReferences: true,
    webAclArn: edge.webAcl.acl.attrArn,
    description: 'Inkslot: CloudFront, SPA and config.json',
    apiOriginDomain: api.originDomain,
    apiOriginSecret: api.originVerify.secretValue.unsafeUnwrap(),
    liveHost: events.live.host,
    media: {
      bucketArn: data.mediaBucket.bucketArn,
      bucketRegionalDomainName: data.mediaBucket.bucketRegionalDomainName,
    },
    auth: {
      userPoolId: auth.userPool.userPoolId,
      userPoolClientId: auth.userPoolClient.userPoolClientId,
      oauthDomain: auth.oauthDomain,
      socialProviders: auth.socialProviders,
    },
  });

  Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
  return { config, ops, data, auth, events, media, api, web, edge };
}
