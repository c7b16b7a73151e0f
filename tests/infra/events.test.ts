import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { awsEventConsumers, consumerDefinitions, consumerPattern, schedules } from '#events/consumers.ts';
import {
  asyncInvokeDelivery,
  outboxPipeDelivery,
  queueDelivery,
  ruleTargetDelivery,
} from '#events/delivery-policy.ts';
import { outboxStreamFilter } from '#functions/outbox/relay-outbox.ts';
import { ANALYTICS_ERROR_PREFIX, ANALYTICS_PREFIX } from '#infra/constructs/analytics-stream.ts';
import { type SynthResult, synthInkslot } from './support/synth.ts';
import { type Json, logicalId, type Resource, refOf, resources } from './support/template.ts';

let app: SynthResult;
let events: Template;
const all = consumerDefinitions;

beforeAll(() => {
  app = synthInkslot();
  events = app.template(app.events);
});

function ruleNamed(name: string): Resource {
  return Object.values(resources(events, 'AWS::Events::Rule')).find(
    (rule) => rule.Properties.Name === `inkslot-dev-${name}`,
  )!;
}

function queueNamed(name: string) {
  const entry = Object.entries(resources(events, 'AWS::SQS::Queue')).find(
    ([, queue]) => queue.Properties.QueueName === name,
  );
  return { id: entry![0], queue: entry![1] };
}

describe('Events stack', () => {
  it('has the custom bus and a 365-day archive', () => {
    events.hasResourceProperties('AWS::Events::EventBus', { Name: 'inkslot-dev' });
    events.hasResourceProperties('AWS::Events::Archive', { RetentionDays: 365 });
  });

  it('has one rule per consumer on the bus, with exactly the pattern of consumerPattern()', () => {
    const busId = logicalId(app.events, app.events.bus);
    for (const consumer of all) {
      const rule = ruleNamed(consumer.name);
      expect(rule.Properties.EventPattern).toEqual(consumerPattern(consumer));
      expect(refOf(rule.Properties.EventBusName)).toBe(busId);
    }
  });

  it('gives every rule target a dead-letter queue and the retry policy of the delivery policy', () => {
    for (const rule of Object.values(resources(events, 'AWS::Events::Rule'))) {
      for (const target of rule.Properties.Targets as Record<string, Json>[]) {
        expect(target.DeadLetterConfig?.Arn, rule.Properties.Name).toBeDefined();
        expect(target.RetryPolicy).toEqual({
          MaximumRetryAttempts: ruleTargetDelivery.retryAttempts,
          MaximumEventAgeInSeconds: ruleTargetDelivery.maxEventAgeSeconds,
        });
      }
    }
  });

  it('feeds the email consumer through its queue, with a DLQ and batch item failures', () => {
    const email = all.find((consumer) => consumer.delivery === 'queue')!;
    const { id: queueId, queue } = queueNamed(`inkslot-dev-${email.name}`);
    const { id: dlqId } = queueNamed(`inkslot-dev-${email.name}-dlq`);
    expect(queue.Properties).toMatchObject({
      VisibilityTimeout: queueDelivery.visibilityTimeoutSeconds,
      MessageRetentionPeriod: queueDelivery.retentionPeriodSeconds,
      SqsManagedSseEnabled: true,
      RedrivePolicy: { maxReceiveCount: queueDelivery.maxReceiveCount },
    });
    expect(refOf(queue.Properties.RedrivePolicy.deadLetterTargetArn)).toBe(dlqId);
    expect(refOf(ruleNamed(email.name).Properties.Targets[0].Arn)).toBe(queueId);
    const mapping = Object.values(resources(events, 'AWS::Lambda::EventSourceMapping')).find(
      (m) => refOf(m.Properties.EventSourceArn) === queueId,
    )!;
    expect(mapping.Properties).toMatchObject({
      BatchSize: email.batchSize ?? queueDelivery.batchSize,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(refOf(mapping.Properties.FunctionName)).toBe(
      logicalId(app.events, app.events.functions.get(email.name)!.fn),
    );
  });

  it('reads external calendars one per message from their own queue, with a DLQ and its alarm (ADR 0066)', () => {
    const busy = all.find((consumer) => consumer.name === 'busy-times')!;
    expect(busy).toMatchObject({ delivery: 'queue', batchSize: 1 });
    expect(busy.detailTypes).toEqual(['artist.busy-calendar-changed', 'busy-calendar.read-requested']);
    const { id: queueId, queue } = queueNamed('inkslot-dev-busy-times');
    const { id: dlqId } = queueNamed('inkslot-dev-busy-times-dlq');
    expect(refOf(queue.Properties.RedrivePolicy.deadLetterTargetArn)).toBe(dlqId);
    expect(refOf(ruleNamed('busy-times').Properties.Targets[0].Arn)).toBe(queueId);
    const mapping = Object.values(resources(events, 'AWS::Lambda::EventSourceMapping')).find(
      (m) => refOf(m.Properties.EventSourceArn) === queueId,
    )!;
    expect(mapping.Properties).toMatchObject({
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const alarm = Object.values(resources(events, 'AWS::CloudWatch::Alarm')).find(
      (candidate) =>
        candidate.Properties.MetricName === 'ApproximateNumberOfMessagesVisible' &&
        refOf(candidate.Properties.Dimensions[0].Value) === dlqId,
    );
    expect(alarm?.Properties.AlarmActions).toHaveLength(1);
    // In AWS no loopback origin is allowed to the reader (ADR 0065).
    for (const fn of Object.values(resources(events, 'AWS::Lambda::Function')))
      expect(fn.Properties.Environment?.Variables ?? {}).not.toHaveProperty('OUTBOUND_ALLOWED_ORIGINS');
    // The schedule only asks (one event per calendar); it reads nothing itself.
    expect(schedules.find((schedule) => schedule.name === 'busy-calendars')?.handler).toBe(
      'functions/consumers/busy-times/read-busy-calendars.ts',
    );
  });

  it('invokes function consumers and schedules asynchronously, with retries and an on-failure DLQ', () => {
    const asyncNames = [
      ...all.filter((c) => c.delivery === 'function').map((c) => c.name),
      ...schedules.map((s) => s.name),
    ];
    const configs = Object.values(resources(events, 'AWS::Lambda::EventInvokeConfig'));
    for (const name of asyncNames) {
      const fnId = logicalId(app.events, app.events.functions.get(name)!.fn);
      const config = configs.find((c) => refOf(c.Properties.FunctionName) === fnId)!;
      expect(config.Properties).toMatchObject({
        MaximumRetryAttempts: asyncInvokeDelivery.retryAttempts,
        MaximumEventAgeInSeconds: asyncInvokeDelivery.maxEventAgeSeconds,
      });
      expect(refOf(config.Properties.DestinationConfig.OnFailure.Destination)).toBe(
        queueNamed(`inkslot-dev-${name}-dlq`).id,
      );
      expect(refOf(ruleNamed(name).Properties.Targets[0].Arn)).toBe(fnId);
    }
  });

  it('runs each schedule on the default bus with its expression', () => {
    for (const schedule of schedules) {
      const rule = ruleNamed(schedule.name);
      expect(rule.Properties.ScheduleExpression).toBe(schedule.expression);
      expect(rule.Properties.EventBusName).toBeUndefined();
    }
  });

  it('lands archive consumers in S3 through Firehose: JSON lines under events/yyyy/MM/dd/', () => {
    const [stream] = Object.entries(resources(events, 'AWS::KinesisFirehose::DeliveryStream'));
    const s3 = stream![1].Properties.ExtendedS3DestinationConfiguration;
    expect(s3).toMatchObject({
      Prefix: ANALYTICS_PREFIX,
      ErrorOutputPrefix: ANALYTICS_ERROR_PREFIX,
      ProcessingConfiguration: { Enabled: true, Processors: [{ Type: 'AppendDelimiterToRecord' }] },
    });
    expect(ANALYTICS_PREFIX).toBe('events/!{timestamp:yyyy/MM/dd}/');
    expect(stream![1].Properties.DeliveryStreamEncryptionConfigurationInput).toEqual({
      KeyType: 'AWS_OWNED_CMK',
    });
    for (const consumer of all.filter((c) => c.delivery === 'archive')) {
      expect(refOf(ruleNamed(consumer.name).Properties.Targets[0].Arn)).toBe(stream![0]);
    }
  });

  it('wires the outbox pipe: new outbox items of the table stream -> relay -> bus', () => {
    const [pipe] = Object.values(resources(events, 'AWS::Pipes::Pipe'));
    const props = pipe!.Properties;
    expect(JSON.stringify(props.Source)).toContain('StreamArn');
    expect(props.SourceParameters.DynamoDBStreamParameters).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      BatchSize: 10,
      MaximumRetryAttempts: outboxPipeDelivery.maximumRetryAttempts,
      OnPartialBatchItemFailure: outboxPipeDelivery.onPartialBatchItemFailure,
    });
    expect(refOf(props.SourceParameters.DynamoDBStreamParameters.DeadLetterConfig.Arn)).toBe(
      queueNamed('inkslot-dev-outbox-dlq').id,
    );
    const filters = props.SourceParameters.FilterCriteria.Filters as { Pattern: string }[];
    expect(filters.map((filter) => JSON.parse(filter.Pattern))).toEqual([outboxStreamFilter]);
    expect(outboxStreamFilter).toEqual({
      eventName: ['INSERT'],
      dynamodb: { NewImage: { __edb_e__: { S: ['outboxEvent'] } } },
    });
    expect(refOf(props.Enrichment)).toBe(logicalId(app.events, app.events.outbox.relay.fn));
    expect(refOf(props.Target)).toBe(logicalId(app.events, app.events.bus));
    expect(props.TargetParameters).toEqual({
      EventBridgeEventBusParameters: { Source: '$.source', DetailType: '$.detailType', Time: '$.time' },
      InputTemplate: '<$.detail>',
    });
  });

  it('alarms on every dead-letter queue', () => {
    const dlqIds = Object.entries(resources(events, 'AWS::SQS::Queue'))
      .filter(([, queue]) => String(queue.Properties.QueueName).endsWith('-dlq'))
      .map(([id]) => id);
    // One per consumer (AWS services' events included), schedule, and the outbox pipe.
    expect(dlqIds).toHaveLength(all.length + awsEventConsumers.length + schedules.length + 1);
    const alarmed = Object.values(resources(events, 'AWS::CloudWatch::Alarm'))
      .filter((alarm) => alarm.Properties.MetricName === 'ApproximateNumberOfMessagesVisible')
      .map((alarm) => refOf(alarm.Properties.Dimensions[0].Value));
    expect(alarmed.sort()).toEqual(dlqIds.sort());
  });

  it('lets only the email consumers (the request confirmation too) and the digest send email', () => {
    for (const [name, fn] of app.events.functions) {
      const roleId = logicalId(app.events, fn.role);
      const policy = JSON.stringify(
        Object.values(resources(events, 'AWS::IAM::Policy')).filter((p) =>
          (p.Properties.Roles as unknown[]).some((role) => refOf(role) === roleId),
        ),
      );
      expect(policy.includes('ses:SendEmail'), name).toBe(
        ['email', 'request-confirmation', 'message-email', 'digest'].includes(name),
      );
      // The digest alone sends in bulk, with the templates it creates (ADR 0102), and only those.
      expect(policy.includes('ses:SendBulkEmail'), name).toBe(name === 'digest');
      expect(policy.includes('ses:CreateEmailTemplate'), name).toBe(name === 'digest');
      if (name === 'digest') expect(policy).toContain(':template/inkslot-digest-*');
    }
  });

  it('serves the live connections on a WebSocket API: $connect behind the ticket authorizer, a logged and throttled stage', () => {
    const [api] = Object.values(resources(events, 'AWS::ApiGatewayV2::Api'));
    expect(api?.Properties).toMatchObject({ ProtocolType: 'WEBSOCKET' });
    const routes = Object.values(resources(events, 'AWS::ApiGatewayV2::Route'));
    expect(routes.map((route) => route.Properties.RouteKey).sort()).toEqual([
      '$connect',
      '$default',
      '$disconnect',
    ]);
    const connect = routes.find((route) => route.Properties.RouteKey === '$connect')!;
    expect(connect.Properties.AuthorizationType).toBe('CUSTOM');
    const [authorizer] = Object.values(resources(events, 'AWS::ApiGatewayV2::Authorizer'));
    expect(authorizer?.Properties).toMatchObject({
      AuthorizerType: 'REQUEST',
      IdentitySource: ['route.request.querystring.ticket'],
    });
    const [stage] = Object.values(resources(events, 'AWS::ApiGatewayV2::Stage'));
    expect(stage?.Properties).toMatchObject({ StageName: 'live', AutoDeploy: true });
    expect(stage?.Properties.AccessLogSettings).toBeDefined();
    expect(stage?.Properties.DefaultRouteSettings).toMatchObject({ ThrottlingRateLimit: expect.any(Number) });
  });

  it('lets only live-push and session-revocation manage the connections, with the management endpoint', () => {
    for (const [name, fn] of app.events.functions) {
      const roleId = logicalId(app.events, fn.role);
      const policy = JSON.stringify(
        Object.values(resources(events, 'AWS::IAM::Policy')).filter((p) =>
          (p.Properties.Roles as unknown[]).some((role) => refOf(role) === roleId),
        ),
      );
      expect(policy.includes('execute-api:ManageConnections'), name).toBe(
        name === 'live-push' || name === 'session-revocation',
      );
      // Only session-revocation signs a user out everywhere (ADR 0070).
      expect(policy.includes('cognito-idp:AdminUserGlobalSignOut'), name).toBe(name === 'session-revocation');
    }
    const push = app.events.functions.get('live-push')!;
    const fn = resources(events, 'AWS::Lambda::Function')[logicalId(app.events, push.fn)]!;
    expect(JSON.stringify(fn.Properties.Environment.Variables.LIVE_ENDPOINT)).toContain('execute-api');
  });
});
