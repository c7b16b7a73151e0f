import { describe, expect, it } from 'vitest';
import { BUSINESS_METRICS, countMetric } from './metrics.ts';
import { emittedMetrics } from './test-emitted-metrics.ts';

describe('countMetric', () => {
  it('writes one EMF line at once: the count in the Inkslot namespace, by service', async () => {
    const lines = await emittedMetrics(() => {
      countMetric(BUSINESS_METRICS.emailsSent);
      countMetric(BUSINESS_METRICS.bookingsAccepted, 3);
    });
    expect(lines).toEqual([
      { namespace: 'Inkslot', dimensions: { service: 'inkslot' }, values: { EmailsSent: 1 } },
      { namespace: 'Inkslot', dimensions: { service: 'inkslot' }, values: { BookingsAccepted: 3 } },
    ]);
  });

  it('writes nothing for a count of zero', async () => {
    await expect(emittedMetrics(() => countMetric(BUSINESS_METRICS.consumerFailures, 0))).resolves.toEqual(
      [],
    );
  });
});
