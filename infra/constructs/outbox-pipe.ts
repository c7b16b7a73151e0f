import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as pipes from 'aws-cdk-lib/aws-pipes';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { outboxPipeDelivery, queueDelivery } from '#events/delivery-policy.ts';
import { outboxStreamFilter } from '#functions/outbox/relay-outbox.ts';
import type { StageConfig } from '#infra/config.ts';
import { AppFunction } from './app-function.ts';
import { DeadLetterQueue } from './dead-letter-queue.ts';

export interface OutboxPipeProps {
  config: StageConfig;
  table: ITableV2;
  bus: events.IEventBus;
  alarmTopic: sns.ITopic;
}

/**
 * The transactional outbox in AWS: the table stream (new outbox items only) -> the relay function
 * (enrichment: stream records to `{ source, detailType, detail, time }`) -> the bus.
 */
export class OutboxPipe extends Construct {
  readonly pipe: pipes.CfnPipe;
  readonly relay: AppFunction;
  readonly role: iam.Role;
  readonly deadLetters: DeadLetterQueue;

  constructor(scope: Construct, id: string, props: OutboxPipeProps) {
    super(scope, id);
    const { config, table, bus } = props;
    const streamArn = table.tableStreamArn;
    if (!streamArn) throw new Error('the outbox pipe needs the table stream');
    const pipeName = `${config.namePrefix}-outbox`;

    this.relay = new AppFunction(this, 'Relay', {
      config,
      entry: 'functions/outbox/relay-outbox.ts',
      name: 'outbox-relay',
      description: 'Outbox pipe enrichment: table stream records to bus entries',
    });
    this.deadLetters = new DeadLetterQueue(this, 'DeadLetters', {
      queueName: `${pipeName}-dlq`,
      retention: Duration.seconds(queueDelivery.retentionPeriodSeconds),
      alarmTopic: props.alarmTopic,
      description: 'Outbox stream batches the pipe gave up on (shard and sequence numbers).',
    });
    const logGroup = new logs.LogGroup(this, 'Logs', {
      logGroupName: `/aws/vendedlogs/pipes/${pipeName}`,
      retention: config.isProd ? logs.RetentionDays.THREE_MONTHS : logs.RetentionDays.ONE_MONTH,
      removalPolicy: config.isProd ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });

    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('pipes.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: `Execution role of the ${pipeName} pipe`,
    });
    this.role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:DescribeStream', 'dynamodb:GetRecords', 'dynamodb:GetShardIterator'],
        resources: [streamArn],
      }),
    );
    // ListStreams has no resource-level permission.
    this.role.addToPolicy(new iam.PolicyStatement({ actions: ['dynamodb:ListStreams'], resources: ['*'] }));
    // grantInvoke would add `<arn>:*` (every version): the pipe calls the unqualified function.
    this.role.addToPolicy(
      new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [this.relay.fn.functionArn] }),
    );
    bus.grantPutEventsTo(this.role);
    this.deadLetters.queue.grantSendMessages(this.role);
    logGroup.grantWrite(this.role);

    this.pipe = new pipes.CfnPipe(this, 'Pipe', {
      name: pipeName,
      description: 'Transactional outbox: new outbox items of the table stream to the event bus',
      roleArn: this.role.roleArn,
      source: streamArn,
      sourceParameters: {
        dynamoDbStreamParameters: {
          startingPosition: outboxPipeDelivery.startingPosition,
          batchSize: outboxPipeDelivery.batchSize,
          maximumBatchingWindowInSeconds: outboxPipeDelivery.maximumBatchingWindowSeconds,
          maximumRetryAttempts: outboxPipeDelivery.maximumRetryAttempts,
          maximumRecordAgeInSeconds: outboxPipeDelivery.maximumRecordAgeSeconds,
          onPartialBatchItemFailure: outboxPipeDelivery.onPartialBatchItemFailure,
          deadLetterConfig: { arn: this.deadLetters.queue.queueArn },
        },
        filterCriteria: { filters: [{ pattern: JSON.stringify(outboxStreamFilter) }] },
      },
      enrichment: this.relay.fn.functionArn,
      target: bus.eventBusArn,
      targetParameters: {
        eventBridgeEventBusParameters: { source: '$.source', detailType: '$.detailType', time: '$.time' },
        inputTemplate: '<$.detail>',
      },
      logConfiguration: {
        level: 'ERROR',
        cloudwatchLogsLogDestination: { logGroupArn: logGroup.logGroupArn },
      },
      desiredState: 'RUNNING',
    });
    // The pipe validates its role's permissions when it is created.
    this.pipe.node.addDependency(this.role);

    // Failed batches are retried until they succeed (the policy keeps shard order and loses
    // nothing), so the DLQ alone would not show a stuck shard: alarm on failures that last.
    const failures = new cloudwatch.Alarm(this, 'Failing', {
      alarmName: `${pipeName}-failing`,
      alarmDescription: `The ${pipeName} pipe has been failing for 15 minutes: a shard may be stuck.`,
      metric: new cloudwatch.Metric({
        namespace: 'AWS/EventBridge/Pipes',
        metricName: 'ExecutionFailed',
        dimensionsMap: { PipeName: pipeName },
        statistic: cloudwatch.Stats.SUM,
        period: Duration.minutes(5),
      }),
      threshold: 1,
      evaluationPeriods: 3,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    failures.addAlarmAction(new actions.SnsAction(props.alarmTopic));
  }
}
