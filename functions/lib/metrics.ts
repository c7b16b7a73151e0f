import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { BUSINESS_METRICS, type BusinessMetric, METRICS_NAMESPACE } from '#shared/config/business-metrics.ts';

export { BUSINESS_METRICS, type BusinessMetric };

/**
 * Each business fact is counted at the one place it happens and written at once as one Embedded
 * Metric Format line on stdout, which CloudWatch Logs turns into the metric: no API call, no
 * middleware to flush. The local cloud sets `POWERTOOLS_METRICS_DISABLED` (nothing is written).
 */
let metrics: Metrics | undefined;

/**
 * Counts `count` of one business fact and writes it now (one EMF line). The writer is made at the
 * first count, so it reads the environment the process has by then (a test sets the local cloud's).
 */
export function countMetric(name: BusinessMetric, count = 1): void {
  if (count <= 0) return;
  metrics ??= new Metrics({ namespace: METRICS_NAMESPACE, serviceName: 'inkslot' });
  metrics.addMetric(name, MetricUnit.Count, count);
  metrics.publishStoredMetrics();
}
