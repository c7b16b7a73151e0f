import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_METRICS, METRICS_NAMESPACE } from '#shared/config/business-metrics.ts';
import { type SynthResult, synthInkslot } from './support/synth.ts';
import { type Json, logicalId, resources } from './support/template.ts';

let app: SynthResult;
let ops: Template;

beforeAll(() => {
  app = synthInkslot();
  ops = app.template(app.ops);
});

const alarmNamed = (name: string) =>
  Object.values(resources(ops, 'AWS::CloudWatch::Alarm')).find(
    (alarm) => alarm.Properties.AlarmName === `inkslot-dev-${name}`,
  )!.Properties;

/** The business metric an alarm (or one of its math expression's inputs) reads. */
function metricsRead(alarm: Json): { MetricName: string; Namespace: string; Dimensions: unknown }[] {
  if (alarm.MetricName) return [alarm as never];
  return (alarm.Metrics as { MetricStat?: { Metric: never } }[]).flatMap((query) =>
    query.MetricStat ? [query.MetricStat.Metric] : [],
  );
}

describe('business alarms (ADR 0080)', () => {
  const expected = {
    'emails-bounced': { metrics: ['EmailsBounced'], threshold: 5, period: 3600, evaluationPeriods: 1 },
    'emails-complained': { metrics: ['EmailsComplained'], threshold: 3, period: 86400, evaluationPeriods: 1 },
    'rate-limit-refusals': {
      metrics: ['RateLimitRefusals'],
      threshold: 50,
      period: 300,
      evaluationPeriods: 3,
    },
    'consumer-failures': { metrics: ['ConsumerFailures'], threshold: 10, period: 300, evaluationPeriods: 3 },
    'requests-not-confirmed': {
      metrics: ['RequestsAwaitingConfirmation', 'RequestsCreated'],
      threshold: 1,
      period: 21600,
      evaluationPeriods: 1,
    },
  };

  it('are exactly these, each on the alarm topic, quiet without traffic', () => {
    const topic = logicalId(app.ops, app.ops.alarmTopic);
    const names = Object.values(resources(ops, 'AWS::CloudWatch::Alarm')).map(
      (alarm) => alarm.Properties.AlarmName,
    );
    expect(names.sort()).toEqual(
      Object.keys(expected)
        .map((name) => `inkslot-dev-${name}`)
        .sort(),
    );
    for (const name of Object.keys(expected)) {
      const alarm = alarmNamed(name);
      expect(alarm.AlarmActions, name).toEqual([{ Ref: topic }]);
      expect(alarm.TreatMissingData, name).toBe('notBreaching');
      expect(alarm.ComparisonOperator, name).toBe('GreaterThanOrEqualToThreshold');
    }
  });

  it('read the sums of the metrics the functions write: namespace, name and service dimension', () => {
    const written = new Set<string>(Object.values(BUSINESS_METRICS));
    for (const [name, { metrics, threshold, period, evaluationPeriods }] of Object.entries(expected)) {
      const alarm = alarmNamed(name);
      expect(alarm.Threshold, name).toBe(threshold);
      expect(alarm.EvaluationPeriods, name).toBe(evaluationPeriods);
      const read = metricsRead(alarm);
      expect(read.map((metric) => metric.MetricName).sort(), name).toEqual([...metrics].sort());
      for (const metric of read) {
        expect(written.has(metric.MetricName), metric.MetricName).toBe(true);
        expect(metric.Namespace).toBe(METRICS_NAMESPACE);
        expect(metric.Dimensions).toEqual([{ Name: 'service', Value: 'inkslot' }]);
      }
      const periods = alarm.MetricName
        ? [alarm.Period]
        : (alarm.Metrics as { MetricStat?: { Period: number }; Period?: number }[]).map(
            (query) => query.MetricStat?.Period ?? query.Period,
          );
      for (const seconds of periods.filter((value) => value !== undefined))
        expect(seconds, name).toBe(period);
    }
  });

  it('fire the confirmation alarm only when requests were started and none reached an artist', () => {
    const expression = (alarmNamed('requests-not-confirmed').Metrics as { Expression?: string }[]).find(
      (query) => query.Expression,
    )?.Expression;
    expect(expression).toBe('IF(awaiting >= 5 AND FILL(created, 0) == 0, 1, 0)');
  });
});

describe('X-Ray is off (ADR 0080)', () => {
  it('no function is traced and no role may write traces', () => {
    for (const stack of [app.ops, app.data, app.auth, app.events, app.media, app.api, app.web]) {
      const template = app.template(stack);
      for (const fn of Object.values(resources(template, 'AWS::Lambda::Function')))
        expect(fn.Properties, stack.stackName).not.toHaveProperty('TracingConfig');
      expect(JSON.stringify(resources(template, 'AWS::IAM::Policy')), stack.stackName).not.toContain('xray:');
    }
  });
});
