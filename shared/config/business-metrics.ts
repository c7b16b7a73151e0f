/**
 * The business figures the product's health reads, as CloudWatch metrics (ADR 0080): their namespace
 * and names, for the functions that count them (`functions/lib/metrics.ts`) and the alarms that read
 * them (`infra/constructs/business-alarms.ts`).
 */
export const METRICS_NAMESPACE = 'Inkslot';

export const BUSINESS_METRICS = {
  /** An anonymous booking request written `unconfirmed`, its code to be emailed (`request.confirmation-requested`). */
  requestsAwaitingConfirmation: 'RequestsAwaitingConfirmation',
  /** A request reached the artist (`request.created`: sent signed in, or confirmed by its code). */
  requestsCreated: 'RequestsCreated',
  requestsRefused: 'RequestsRefused',
  requestsCancelled: 'RequestsCancelled',
  /** An artist accepted a request: a booking (`request.accepted`). */
  bookingsAccepted: 'BookingsAccepted',
  bookingsCancelled: 'BookingsCancelled',
  /** A booking's payment state changed (a deposit or the total paid, `payment.updated`). */
  paymentsUpdated: 'PaymentsUpdated',
  subscriptionsChanged: 'SubscriptionsChanged',
  invoicePaymentsFailed: 'InvoicePaymentsFailed',
  artistsOnboarded: 'ArtistsOnboarded',
  /** An email SES accepted. */
  emailsSent: 'EmailsSent',
  /** An email not sent: its address suppressed or past its daily cap (ADR 0069). */
  emailsWithheld: 'EmailsWithheld',
  /** A permanent bounce SES reported (each suppresses its address). */
  emailsBounced: 'EmailsBounced',
  emailsComplained: 'EmailsComplained',
  /** A call a route's rate limit refused with 429 (ADR 0068). */
  rateLimitRefusals: 'RateLimitRefusals',
  /** An event a consumer failed to handle (retried, then dead-lettered). */
  consumerFailures: 'ConsumerFailures',
} as const;

export type BusinessMetric = (typeof BUSINESS_METRICS)[keyof typeof BUSINESS_METRICS];
