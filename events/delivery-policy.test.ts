import { describe, expect, it } from 'vitest';
import {
  asyncInvokeDelivery,
  CONSUMER_TIMEOUT_SECONDS,
  localDelivery,
  localRetryWindowMs,
  OUTAGE_TOLERANCE_SECONDS,
  queueDelivery,
  retryDelayMs,
  ruleTargetDelivery,
} from './delivery-policy.ts';

describe('delivery policy', () => {
  it('lets the email queue survive the required outage in AWS', () => {
    const windowSeconds = (queueDelivery.maxReceiveCount - 1) * queueDelivery.visibilityTimeoutSeconds;
    expect(windowSeconds).toBeGreaterThanOrEqual(OUTAGE_TOLERANCE_SECONDS);
    expect(queueDelivery.retentionPeriodSeconds).toBeGreaterThan(windowSeconds);
  });

  it('lets the email queue survive the required outage locally', () => {
    expect(localRetryWindowMs(localDelivery.queue)).toBe(451_000);
    expect(localRetryWindowMs(localDelivery.queue)).toBeGreaterThanOrEqual(OUTAGE_TOLERANCE_SECONDS * 1000);
  });

  it('keeps the visibility timeout above the consumer timeout', () => {
    expect(queueDelivery.visibilityTimeoutSeconds).toBeGreaterThanOrEqual(6 * CONSUMER_TIMEOUT_SECONDS);
  });

  it('stays within the AWS limits', () => {
    expect(asyncInvokeDelivery.retryAttempts).toBeLessThanOrEqual(2);
    expect(asyncInvokeDelivery.maxEventAgeSeconds).toBeLessThanOrEqual(21_600);
    expect(ruleTargetDelivery.retryAttempts).toBeLessThanOrEqual(185);
    expect(ruleTargetDelivery.maxEventAgeSeconds).toBeLessThanOrEqual(86_400);
    expect(queueDelivery.retentionPeriodSeconds).toBeLessThanOrEqual(1_209_600);
    expect(queueDelivery.batchSize).toBeLessThanOrEqual(10);
  });

  it('backs off exponentially up to the cap', () => {
    const policy = { firstRetryDelayMs: 1000, maxRetryDelayMs: 30_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 100].map((n) => retryDelayMs(n, policy))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
