import { billingRedirect, checkoutBody, webhookReceived } from '../contracts/billing.ts';
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
} as const;
