import { webhookReceived } from '../contracts/billing.ts';
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
} as const;
