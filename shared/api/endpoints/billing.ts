import type { Endpoint } from '#shared/api/route-types.ts';

/**
 * The SPA's and the tools' half of the routes of `../routes/billing.ts` (no zod, ADR
 * 0075): method, path, who may call, the Lambda group. The contracts and handlers are added there under the same ids.
 */
export const receiveStripeWebhook = {
  auth: 'public',
  group: 'billing',
  method: 'POST',
  path: '/stripe/webhook',
} as const satisfies Endpoint;
export const createMyCheckout = {
  auth: 'artist',
  group: 'billing',
  method: 'POST',
  path: '/me/billing/checkout',
} as const satisfies Endpoint;
export const createMyBillingPortal = {
  auth: 'artist',
  group: 'billing',
  method: 'POST',
  path: '/me/billing/portal',
} as const satisfies Endpoint;
export const getMyPaymentAccount = {
  auth: 'artist',
  group: 'billing',
  method: 'GET',
  path: '/me/payments/account',
} as const satisfies Endpoint;
export const createMyPaymentAccountLink = {
  auth: 'artist',
  group: 'billing',
  method: 'POST',
  path: '/me/payments/account/link',
} as const satisfies Endpoint;
export const createPortalDepositCheckout = {
  auth: 'client',
  group: 'billing',
  method: 'POST',
  path: '/portal/bookings/{bookingId}/deposit-checkout',
} as const satisfies Endpoint;
