import {
  billingRedirect,
  checkoutBody,
  paymentAccount,
  webhookReceived,
} from '#shared/api/contracts/billing.ts';
import { portalBookingParams } from '#shared/api/contracts/portal-lifecycle.ts';
import * as endpoints from '#shared/api/endpoints/billing.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/**
 * Billing with Stripe (issue 12). The webhook has no authorizer: Stripe's signature on the raw body
 * is its authentication (checked against the endpoint's secret from SSM, ADR 0045).
 */
export const billingRoutes = defineRoutes(endpoints, {
  receiveStripeWebhook: {
    handler: 'functions/http/billing/receive-stripe-webhook.ts',
    contract: { response: webhookReceived },
  },
  createMyCheckout: {
    handler: 'functions/http/billing/create-my-checkout.ts',
    contract: { body: checkoutBody, response: billingRedirect },
  },
  createMyBillingPortal: {
    handler: 'functions/http/billing/create-my-billing-portal.ts',
    contract: { response: billingRedirect },
  },
  /** Deposits paid online (issue 14, ADR 0057): the artist's own Stripe account. */
  getMyPaymentAccount: {
    handler: 'functions/http/billing/get-my-payment-account.ts',
    contract: { response: paymentAccount },
  },
  createMyPaymentAccountLink: {
    handler: 'functions/http/billing/create-my-payment-account-link.ts',
    contract: { response: billingRedirect },
  },
  createPortalDepositCheckout: {
    handler: 'functions/http/billing/create-portal-deposit-checkout.ts',
    contract: { params: portalBookingParams, response: billingRedirect },
  },
});
