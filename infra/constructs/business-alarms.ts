import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as sns from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { BUSINESS_METRICS, type BusinessMetric, METRICS_NAMESPACE } from '#shared/config/business-metrics.ts';

export interface BusinessAlarmsProps {
  /** `inkslot-<stage>`: the alarms' names start with it. */
  namePrefix: string;
  alarmTopic: sns.ITopic;
}

/** One business metric summed over `period` (the functions write it with the `service` dimension). */
function businessMetric(name: BusinessMetric, period: Duration) {
  return new cloudwatch.Metric({
    namespace: METRICS_NAMESPACE,
    metricName: name,
    dimensionsMap: { service: 'inkslot' },
    statistic: cloudwatch.Stats.SUM,
    period,
  });
}

/**
 * The alarms that read the business metrics (ADR 0080), where a figure going wrong asks someone to
 * act; the other metrics (bookings accepted and cancelled, payments, subscriptions) are figures to
 * read, not to be woken by. None fires without traffic: a quiet night is no incident.
 */
export class BusinessAlarms extends Construct {
  readonly alarms: cloudwatch.Alarm[] = [];

  constructor(scope: Construct, id: string, props: BusinessAlarmsProps) {
    super(scope, id);
    const alarm = (
      alarmId: string,
      suffix: string,
      description: string,
      metric: cloudwatch.IMetric,
      threshold: number,
      evaluationPeriods = 1,
    ) => {
      const created = new cloudwatch.Alarm(this, alarmId, {
        alarmName: `${props.namePrefix}-${suffix}`,
        alarmDescription: description,
        metric,
        threshold,
        evaluationPeriods,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      });
      created.addAlarmAction(new actions.SnsAction(props.alarmTopic));
      this.alarms.push(created);
    };

    alarm(
      'EmailsBounced',
      'emails-bounced',
      'Permanent bounces in the last hour: SES reviews an account past a 5% bounce rate. Look for a wrong address pattern or a bot filling the booking form.',
      businessMetric(BUSINESS_METRICS.emailsBounced, Duration.hours(1)),
      5,
    );
    alarm(
      'EmailsComplained',
      'emails-complained',
      'Recipients marked Inkslot emails as spam in the last day: SES reviews an account past a 0.1% complaint rate. Check which email kind and why.',
      businessMetric(BUSINESS_METRICS.emailsComplained, Duration.days(1)),
      3,
    );
    alarm(
      'RateLimitRefusals',
      'rate-limit-refusals',
      'Rate limits refused 50 calls or more in each of 3 consecutive 5-minute periods: an attack the WAF lets through, or a limit refusing real clients (ADR 0068).',
      businessMetric(BUSINESS_METRICS.rateLimitRefusals, Duration.minutes(5)),
      50,
      3,
    );
    alarm(
      'ConsumerFailures',
      'consumer-failures',
      'Queue consumers failed 10 events or more in each of 3 consecutive 5-minute periods: they are retried, and reach a dead-letter queue after an hour. Read the consumers’ error logs.',
      businessMetric(BUSINESS_METRICS.consumerFailures, Duration.minutes(5)),
      10,
      3,
    );
    alarm(
      'RequestsNotConfirmed',
      'requests-not-confirmed',
      'Clients started 5 booking requests or more in 6 hours and not one reached an artist: the confirmation email or its code is broken (ADR 0067).',
      new cloudwatch.MathExpression({
        expression: 'IF(awaiting >= 5 AND FILL(created, 0) == 0, 1, 0)',
        usingMetrics: {
          awaiting: businessMetric(BUSINESS_METRICS.requestsAwaitingConfirmation, Duration.hours(6)),
          created: businessMetric(BUSINESS_METRICS.requestsCreated, Duration.hours(6)),
        },
        period: Duration.hours(6),
        label: 'requests started, none confirmed',
      }),
      1,
    );
  }
}
