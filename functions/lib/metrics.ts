import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { BUSINESS_METRICS, type BusinessMetric, METRICS_NAMESPACE } from '#shared/config/business-metrics.ts';

export { BUSINESS_METRICS, type BusinessMetric };

/**
 * Each business fact is counted at the one place it happens and written at once as one Embedded
 * Metric Format line on stdout, which CloudWatch Logs turns into the metric: no API call, no
 * middleware to flush. The local cloud sets `POWERTOOLS_METRICS_DISABLED` (nothing is written).
 */
const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: 'inkslot' });

/** Counts `count` of one business fact and writes it now (one EMF line). */
export function countMetric(name: BusinessMetric, count = 1): void {
  if (count <= 0) return;
  metrics.addMetric(name, MetricUnit.Count, count);
  metrics.publishStoredMetrics();
}
