import type { DetailType } from '#events/registry.ts';
import { BUSINESS_METRICS, type BusinessMetric, countMetric } from '#functions/lib/metrics.ts';

/**
 * The business metric each domain event counts (ADR 0080). The outbox relay is the one place every
 * committed fact passes exactly when it is published, whichever handler wrote it: counting there
 * keeps the handlers and their transactions as they are.
 */
const EVENT_METRICS: Partial<Record<DetailType, BusinessMetric>> = {
  'artist.onboarded': BUSINESS_METRICS.artistsOnboarded,
  'request.confirmation-requested': BUSINESS_METRICS.requestsAwaitingConfirmation,
  'request.created': BUSINESS_METRICS.requestsCreated,
  'request.refused': BUSINESS_METRICS.requestsRefused,
  'request.cancelled': BUSINESS_METRICS.requestsCancelled,
  'request.accepted': BUSINESS_METRICS.bookingsAccepted,
  'booking.cancelled': BUSINESS_METRICS.bookingsCancelled,
  'payment.updated': BUSINESS_METRICS.paymentsUpdated,
  'subscription.changed': BUSINESS_METRICS.subscriptionsChanged,
  'invoice.payment-failed': BUSINESS_METRICS.invoicePaymentsFailed,
};

/** Counts the business metrics of a batch of published events (one EMF line per metric). */
export function countEventMetrics(detailTypes: readonly string[]): void {
  const counts = new Map<BusinessMetric, number>();
  for (const detailType of detailTypes) {
    const metric = EVENT_METRICS[detailType as DetailType];
    if (metric) counts.set(metric, (counts.get(metric) ?? 0) + 1);
  }
  for (const [metric, count] of counts) countMetric(metric, count);
}
