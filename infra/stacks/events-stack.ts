import { Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as ses from 'aws-cdk-lib/aws-ses';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import {
  awsEventConsumers,
  awsEventPattern,
  consumerDefinitions,
  consumerPattern,
  schedules,
} from '#events/consumers.ts';
import {
  asyncInvokeDelivery,
  CONSUMER_TIMEOUT_SECONDS,
  queueDelivery,
  ruleTargetDelivery,
} from '#events/delivery-policy.ts';
import type { StageConfig } from '#infra/config.ts';
import { AnalyticsCatalog } from '#infra/constructs/analytics-catalog.ts';
import { ANALYTICS_PREFIX, AnalyticsStream } from '#infra/constructs/analytics-stream.ts';
import { AppFunction } from '#infra/constructs/app-function.ts';
import { accessLogsBucket, privateBucket } from '#infra/constructs/buckets.ts';
import { DeadLetterQueue } from '#infra/constructs/dead-letter-queue.ts';
import { LiveSocketApi } from '#infra/constructs/live-socket-api.ts';
import { OutboxPipe } from '#infra/constructs/outbox-pipe.ts';
import { grantConsentObjects } from '#infra/lib/consent-grants.ts';
import { functionEnvironment } from '#infra/lib/function-environment.ts';
import {
  bulkEmailTemplateResource,
  DIGEST_TEMPLATE_NAMES,
  mailConfigurationSetName,
  sendEmailResources,
} from '#infra/lib/mail.ts';
import { acknowledgeFindings, findingsEndingWith, IAM5 } from '#infra/lib/nag.ts';
import { PUSH_CONSUMER, vapidKeyReading } from '#infra/lib/push-grants.ts';
import { pascal } from '#infra/lib/route-groups.ts';
import { toEventPattern, WithDeadLetterQueue } from '#infra/lib/rule-targets.ts';
import { grantStripeSecrets, STRIPE_CONSUMER } from '#infra/lib/stripe-grants.ts';
import { grantTableAccess } from '#infra/lib/table-access.ts';
import {
  MEDIA_EXPORT_PREFIX,
  MEDIA_PRIVATE_PREFIX,
  MEDIA_UPLOAD_PREFIX,
  MEDIA_VARIANT_PREFIX,
} from './data-stack.ts';

/** Consumers and jobs that send email (SES). */
const DIGEST_JOB = 'digest';
const SENDS_EMAIL = new Set(['email', 'request-confirmation', DIGEST_JOB, 'message-email']);
/** The consumer that invalidates artists' pages in CloudFront (ADR 0039). */
const EDGE_CACHE_CONSUMER = 'edge-cache';
/** The consumer that erases a deleted artist (ADR 0055). */
const ERASURE_CONSUMER = 'account-erasure';
/** The consumer that attaches signed consent PDFs to its emails (ADR 0089). */
const CONSENT_PDF_READER = 'email';
/** The consumer that pushes to the live connections (ADR 0041). */
const LIVE_PUSH_CONSUMER = 'live-push';
/** The consumer that ends a suspended or deleted artist's sessions: sockets and refresh tokens (ADR 0070). */
const SESSION_REVOCATION_CONSUMER = 'session-revocation';

export interface EventsStackProps extends StackProps {
  config: StageConfig;
  table: ITableV2;
  userPoolId: string;
  alarmTopic: sns.ITopic;
  /** The media bucket, whose objects the erasure of a deleted artist removes. */
  mediaBucket: { bucketName: string; bucketArn: string };
  /** The consent bucket, whose signed PDFs the email consumer attaches (ADR 0089). */
  consentBucket: { bucketName: string; bucketArn: string };
}

/**
 * The event plane: the bus and its archive, the outbox pipe, one rule per consumer of
 * `events/consumers.ts` (with `consumerPattern`), and the scheduled jobs.
 */
export class EventsStack extends Stack {
  readonly bus: events.EventBus;
  readonly outbox: OutboxPipe;
  readonly rules = new Map<string, events.Rule>();
  readonly functions = new Map<string, AppFunction>();
  readonly deadLetterQueues: DeadLetterQueue[] = [];
  /** The SES configuration set of every email (ADR 0069). */
  readonly mail: ses.ConfigurationSet;
  /** The live connections' WebSocket API, which the `live-push` consumer posts to. */
  readonly live: LiveSocketApi;
  private readonly config: StageConfig;
  private readonly consumerEnvironment: Record<string, string>;
  private readonly mediaBucketArn: string;
  private readonly consentBucketArn: string;
  private readonly userPoolId: string;

  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    const { config } = props;
    this.config = config;
    const jobs = new Set<string>([
      ...consumerDefinitions.map((c) => c.name),
      ...schedules.map((s) => s.name),
    ]);
    for (const name of SENDS_EMAIL)
      if (!jobs.has(name)) throw new Error(`no consumer or schedule named ${name}`);
    this.bus = new events.EventBus(this, 'Bus', { eventBusName: config.namePrefix });
    this.bus.archive('Archive', {
      archiveName: `${config.namePrefix}-events`,
      description: 'Every event of the bus, for replay',
      eventPattern: { account: [this.account] },
      retention: Duration.days(365),
    });
    this.consumerEnvironment = functionEnvironment({
      config,
      tableName: props.table.tableName,
      eventBusName: this.bus.eventBusName,
      userPoolId: props.userPoolId,
      mediaBucketName: props.mediaBucket.bucketName,
      consentBucketName: props.consentBucket.bucketName,
    });
    this.mediaBucketArn = props.mediaBucket.bucketArn;
    this.consentBucketArn = props.consentBucket.bucketArn;
    this.userPoolId = props.userPoolId;
    this.outbox = new OutboxPipe(this, 'Outbox', {
      config,
      table: props.table,
      bus: this.bus,
      alarmTopic: props.alarmTopic,
    });
    this.deadLetterQueues.push(this.outbox.deadLetters);

    const logs = accessLogsBucket(this, 'AccessLogs', config);
    const analyticsBucket = privateBucket(this, 'Analytics', { config, logs, logPrefix: 'analytics/' });
    let analytics: AnalyticsStream | undefined;
    const redriveTargets = new Set<DeadLetterQueue>();

    for (const consumer of consumerDefinitions) {
      const rule = new events.Rule(this, `${pascal(consumer.name)}Rule`, {
        ruleName: `${config.namePrefix}-${consumer.name}`,
        description: consumer.description,
        eventBus: this.bus,
        eventPattern: toEventPattern(consumerPattern(consumer)),
      });
      this.rules.set(consumer.name, rule);
      const dlq = this.deadLetterQueue(consumer.name, props.alarmTopic);
      const targetDelivery = {
        deadLetterQueue: dlq.queue,
        retryAttempts: ruleTargetDelivery.retryAttempts,
        maxEventAge: Duration.seconds(ruleTargetDelivery.maxEventAgeSeconds),
      };
      if (consumer.delivery === 'archive') {
        if (!analytics) {
          analytics = new AnalyticsStream(this, 'AnalyticsStream', { config, bucket: analyticsBucket });
          // Firehose's prefix up to its first date field: where the table's day folders start.
          const eventsPrefix = ANALYTICS_PREFIX.slice(0, ANALYTICS_PREFIX.indexOf('!{'));
          new AnalyticsCatalog(this, 'AnalyticsCatalog', { config, bucket: analyticsBucket, eventsPrefix });
        }
        rule.addTarget(
          new WithDeadLetterQueue(
            new targets.FirehoseDeliveryStream(analytics.deliveryStream),
            targetDelivery,
          ),
        );
        continue;
      }
      if (!consumer.handler)
        throw new Error(`consumer ${consumer.name} (${consumer.delivery}) needs a handler`);
      const fn = this.consumerFunction(consumer.name, consumer.handler, consumer.description, props.table);
      if (consumer.delivery === 'queue') {
        const queue = new sqs.Queue(this, `${pascal(consumer.name)}Queue`, {
          queueName: `${config.namePrefix}-${consumer.name}`,
          encryption: sqs.QueueEncryption.SQS_MANAGED,
          enforceSSL: true,
          visibilityTimeout: Duration.seconds(queueDelivery.visibilityTimeoutSeconds),
          retentionPeriod: Duration.seconds(queueDelivery.retentionPeriodSeconds),
          deadLetterQueue: { queue: dlq.queue, maxReceiveCount: queueDelivery.maxReceiveCount },
        });
        redriveTargets.add(dlq);
        rule.addTarget(new targets.SqsQueue(queue, targetDelivery));
        fn.fn.addEventSource(
          new SqsEventSource(queue, {
            batchSize: consumer.batchSize ?? queueDelivery.batchSize,
            maxBatchingWindow: Duration.seconds(queueDelivery.maxBatchingWindowSeconds),
            reportBatchItemFailures: queueDelivery.reportBatchItemFailures,
          }),
        );
      } else {
        this.invokeAsync(fn.fn, dlq);
        rule.addTarget(new targets.LambdaFunction(fn.fn, targetDelivery));
      }
    }

    this.mail = this.mailFeedback(props);

    this.live = this.liveApi(props);
    this.scheduleJobs(props);

    acknowledgeFindings([
      {
        scope: this.outbox.role,
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason:
          'dynamodb:ListStreams, which the pipe needs to read the table stream, supports no resource-level permission; a test checks that only it uses Resource *.',
      },
      {
        scope: this,
        id: 'CloudFormation-Validate::W7001',
        reason:
          "The Firehose L2 always adds its CIDR-block mapping (for Redshift/Splunk destinations); S3 doesn't use it.",
      },
      // A queue's own DLQ is compliant (its redrive policy names it); the others only receive failures.
      ...this.deadLetterQueues
        .filter((dlq) => !redriveTargets.has(dlq))
        .map((dlq) => ({
          scope: dlq.queue,
          id: 'AwsSolutions-SQS3',
          reason: 'This queue is itself a dead-letter queue (with a depth alarm); it has no DLQ of its own.',
        })),
      ...(analytics
        ? [
            {
              scope: analytics.role,
              id: `AwsSolutions-IAM5[Resource::<${this.resolve(this.getLogicalId(analyticsBucket.node.defaultChild as never))}.Arn>/*]`,
              reason:
                'Firehose writes objects under date prefixes it computes: it needs every key of the analytics bucket.',
            },
          ]
        : []),
    ]);
  }

  private deadLetterQueue(name: string, alarmTopic: sns.ITopic) {
    const dlq = new DeadLetterQueue(this, `${pascal(name)}DeadLetters`, {
      queueName: `${this.config.namePrefix}-${name}-dlq`,
      retention: Duration.seconds(queueDelivery.retentionPeriodSeconds),
      alarmTopic,
      description: `Events the ${name} consumer could not handle.`,
    });
    this.deadLetterQueues.push(dlq);
    return dlq;
  }

  /** The live socket API, whose pushes the live-push and session-revocation consumers send. */
  private liveApi(props: EventsStackProps): LiveSocketApi {
    const { config } = props;
    const live = new LiveSocketApi(this, 'Live', {
      config,
      table: props.table,
      environment: this.consumerEnvironment,
    });
    const push = this.functions.get(LIVE_PUSH_CONSUMER);
    if (!push) throw new Error(`no consumer named ${LIVE_PUSH_CONSUMER}`);
    live.allowPush(push);
    const revocation = this.functions.get(SESSION_REVOCATION_CONSUMER);
    if (!revocation) throw new Error(`no consumer named ${SESSION_REVOCATION_CONSUMER}`);
    // Closing a connection is the same management API (execute-api:ManageConnections, DELETE).
    live.allowPush(revocation);
    return live;
  }

  /** Each schedule's rule and the function it invokes. */
  private scheduleJobs(props: EventsStackProps) {
    const { config } = props;
    for (const schedule of schedules) {
      const rule = new events.Rule(this, `${pascal(schedule.name)}Schedule`, {
        ruleName: `${config.namePrefix}-${schedule.name}`,
        description: schedule.description,
        schedule: events.Schedule.expression(schedule.expression),
      });
      this.rules.set(schedule.name, rule);
      this.invokedByRule(rule, schedule, props);
    }
  }

  /**
   * SES's feedback (ADR 0069): the configuration set every email goes out under, with SES's
   * suppression on bounces and complaints and those events sent to the default bus, where a rule per
   * `awsEventConsumers` entry invokes its consumer (the suppression records every send checks).
   */
  private mailFeedback(props: EventsStackProps) {
    const configurationSet = new ses.ConfigurationSet(this, 'Mail', {
      configurationSetName: mailConfigurationSetName(this.config),
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
    });
    const defaultBus = events.EventBus.fromEventBusName(this, 'DefaultBus', 'default');
    configurationSet.addEventDestination('Feedback', {
      configurationSetEventDestinationName: 'bounces-and-complaints',
      destination: ses.EventDestination.eventBus(defaultBus),
      events: [ses.EmailSendingEvent.BOUNCE, ses.EmailSendingEvent.COMPLAINT],
    });
    for (const consumer of awsEventConsumers) {
      const rule = new events.Rule(this, `${pascal(consumer.name)}Rule`, {
        ruleName: `${this.config.namePrefix}-${consumer.name}`,
        description: consumer.description,
        eventBus: defaultBus,
        eventPattern: toEventPattern(awsEventPattern(consumer)),
      });
      this.rules.set(consumer.name, rule);
      this.invokedByRule(rule, consumer, props);
    }
    return configurationSet;
  }

  /** A consumer or job: the delivery policy's timeout, read-write table access, SES if it sends email. */
  private consumerFunction(name: string, entry: string, description: string, table: ITableV2) {
    const fn = new AppFunction(this, `${pascal(name)}Consumer`, {
      config: this.config,
      entry,
      name: `consumer-${name}`,
      description,
      environment: this.consumerEnvironment,
      timeout: Duration.seconds(CONSUMER_TIMEOUT_SECONDS),
    });
    grantTableAccess(table, fn.fn, 'readWrite');
    if (SENDS_EMAIL.has(name)) {
      fn.fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['ses:SendEmail'],
          resources: sendEmailResources(this, this.config),
        }),
      );
    }
    // The digest sends in bulk with its own stored templates, which it creates (ADR 0102).
    if (name === DIGEST_JOB) {
      const templates = bulkEmailTemplateResource(this, DIGEST_TEMPLATE_NAMES);
      fn.fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['ses:SendBulkEmail'],
          resources: [...sendEmailResources(this, this.config), templates],
        }),
      );
      fn.fn.addToRolePolicy(
        new iam.PolicyStatement({ actions: ['ses:CreateEmailTemplate'], resources: [templates] }),
      );
      acknowledgeFindings([
        {
          scope: fn.role,
          id: `AwsSolutions-IAM5[Resource::arn:aws:ses:${this.region}:<AWS::AccountId>:template/${DIGEST_TEMPLATE_NAMES}]`,
          reason:
            "The digest's own templates only: each is named by a hash of its layout and created by the digest on its first send (ADR 0102), so their names are not known at deploy time.",
        },
      ]);
    }
    if (name === STRIPE_CONSUMER) grantStripeSecrets(this, fn.fn, this.config);
    if (name === ERASURE_CONSUMER) this.grantErasure(fn);
    if (name === CONSENT_PDF_READER) this.grantConsentReading(fn);
    // The push consumer signs its notifications with the VAPID key pair (ADR 0098).
    if (name === PUSH_CONSUMER) fn.fn.addToRolePolicy(vapidKeyReading(this, this.config));
    if (name === SESSION_REVOCATION_CONSUMER)
      fn.fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['cognito-idp:ListUsers', 'cognito-idp:AdminUserGlobalSignOut'],
          resources: [
            this.formatArn({ service: 'cognito-idp', resource: 'userpool', resourceName: this.userPoolId }),
          ],
        }),
      );
    if (name === EDGE_CACHE_CONSUMER) {
      fn.fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['ssm:GetParameter'],
          resources: [
            this.formatArn({
              service: 'ssm',
              resource: 'parameter',
              resourceName: this.config.distributionIdParameter.replace(/^\//, ''),
            }),
          ],
        }),
      );
      // The distribution is the Web stack's, deployed after this one: its id is read at run time.
      fn.fn.addToRolePolicy(
        new iam.PolicyStatement({
          actions: ['cloudfront:CreateInvalidation'],
          resources: [`arn:aws:cloudfront::${this.account}:distribution/*`],
        }),
      );
      const reason =
        "Invalidations only (cloudfront:CreateInvalidation): the distribution is the Web stack's, deployed after this one, so its id is read from SSM at run time.";
      acknowledgeFindings([
        {
          scope: fn.role,
          id: 'AwsSolutions-IAM5[Resource::arn:aws:cloudfront::<AWS::AccountId>:distribution/*]',
          reason,
        },
      ]);
    }
    this.functions.set(name, fn);
    return fn;
  }

  /**
   * The erasure of a deleted artist (ADR 0055) deletes their sign-in (that one pool) and every object
   * under their prefixes of the media bucket (listed first).
   */
  private grantErasure(fn: AppFunction) {
    fn.fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminDeleteUser'],
        resources: [
          this.formatArn({ service: 'cognito-idp', resource: 'userpool', resourceName: this.userPoolId }),
        ],
      }),
    );
    fn.fn.addToRolePolicy(
      new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [this.mediaBucketArn] }),
    );
    const prefixes = [MEDIA_UPLOAD_PREFIX, MEDIA_VARIANT_PREFIX, MEDIA_PRIVATE_PREFIX, MEDIA_EXPORT_PREFIX];
    fn.fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['s3:DeleteObject'],
        resources: prefixes.map((prefix) => `${this.mediaBucketArn}/${prefix}*`),
      }),
    );
    acknowledgeFindings([
      {
        scope: fn.role,
        id: 'AwsSolutions-IAM5',
        granular: findingsEndingWith(IAM5, ...prefixes.map((prefix) => `/${prefix}*`)),
        afterReferences: true,
        reason:
          "Erasing a deleted artist deletes every object under uploads/, media/, private/ and exports/{artistId}/: the artist's id is known only at run time.",
      },
    ]);
  }

  /** The email consumer attaches each signed consent PDF (ADR 0089): it reads `consents/*`, nothing more. */
  private grantConsentReading(fn: AppFunction) {
    grantConsentObjects(
      fn,
      this.consentBucketArn,
      ['s3:GetObject'],
      'Reads the signed consent PDF named by each consent.signed event to attach it; the key is known only at run time.',
    );
  }

  /** Lambda's own asynchronous retries, then the same DLQ as the rule target. */
  /** A consumer function the rule invokes asynchronously: retried, then its DLQ (with its alarm). */
  private invokedByRule(
    rule: events.Rule,
    consumer: { name: string; handler: string; description: string },
    props: { alarmTopic: sns.ITopic; table: ITableV2 },
  ) {
    const dlq = this.deadLetterQueue(consumer.name, props.alarmTopic);
    const fn = this.consumerFunction(consumer.name, consumer.handler, consumer.description, props.table);
    this.invokeAsync(fn.fn, dlq);
    rule.addTarget(
      new targets.LambdaFunction(fn.fn, {
        deadLetterQueue: dlq.queue,
        retryAttempts: ruleTargetDelivery.retryAttempts,
        maxEventAge: Duration.seconds(ruleTargetDelivery.maxEventAgeSeconds),
      }),
    );
  }

  private invokeAsync(fn: lambda.IFunction, dlq: DeadLetterQueue) {
    fn.configureAsyncInvoke({
      retryAttempts: asyncInvokeDelivery.retryAttempts,
      maxEventAge: Duration.seconds(asyncInvokeDelivery.maxEventAgeSeconds),
      onFailure: new destinations.SqsDestination(dlq.queue),
    });
  }
}
