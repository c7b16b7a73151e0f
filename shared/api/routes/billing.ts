import { billingRedirect, checkoutBody, paymentAccount, webhookReceived } from '../contracts/billing.ts';
import { portalBookingParams } from '../contracts/portal-lifecycle.ts';
import { defineRoute } from '../route-types.ts';

/**
 * Billing with Stripe (issue 12). The webhook has no authorizer: Stripe's signature on the raw body
 * is its authentication (checked against the endpoint's secret from SSM, ADR 0045).
 */
export const billingRoutes = {
  receiveStripeWebhook: defineRoute({
    auth: 'public',
    group: 'billing',
    method: 'POST',
    path: '/stripe/webhook',
    handler: 'functions/http/billing/receive-stripe-webhook.ts',
    contract: { response: webhookReceived },
  }),
  createMyCheckout: defineRoute({
    auth: 'artist',
    group: 'billing',
    method: 'POST',
    path: '/me/billing/checkout',
    handler: 'functions/http/billing/create-my-checkout.ts',
    contract: { body: checkoutBody, response: billingRedirect },
  }),
  createMyBillingPortal: defineRoute({
    auth: 'artist',
    group: 'billing',
    method: 'POST',
    path: '/me/billing/portal',
    handler: 'functions/http/billing/create-my-billing-portal.ts',
    contract: { response: billingRedirect },
  }),
  /** Deposits paid online (issue 14, ADR 0057): the artist's own Stripe account. */
  getMyPaymentAccount: defineRoute({
    auth: 'artist',
    group: 'billing',
    method: 'GET',
    path: '/me/payments/account',
    handler: 'functions/http/billing/get-my-payment-account.ts',
    contract: { response: paymentAccount },
  }),
  createMyPaymentAccountLink: defineRoute({
    auth: 'artist',
    group: 'billing',
    method: 'POST',
    path: '/me/payments/account/link',
    handler: 'functions/http/billing/create-my-payment-account-link.ts',
    contract: { response: billingRedirect },
  }),
  createPortalDepositCheckout: defineRoute({
    auth: 'client',
    group: 'billing',
    method: 'POST',
    path: '/portal/bookings/{bookingId}/deposit-checkout',
    handler: 'functions/http/billing/create-portal-deposit-checkout.ts',
    contract: { params: portalBookingParams, response: billingRedirect },
  }),
} as const;
