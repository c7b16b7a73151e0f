import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as createMyBillingPortal } from './create-my-billing-portal.ts';
import { handler as createMyCheckout } from './create-my-checkout.ts';
import { handler as createMyPaymentAccountLink } from './create-my-payment-account-link.ts';
import { handler as createPortalDepositCheckout } from './create-portal-deposit-checkout.ts';
import { handler as createPortalRevisionCheckout } from './create-portal-revision-checkout.ts';
import { handler as getMyPaymentAccount } from './get-my-payment-account.ts';
import { handler as receiveStripeWebhook } from './receive-stripe-webhook.ts';

export const handler = routeGroup('billing', {
  receiveStripeWebhook,
  createMyCheckout,
  createMyBillingPortal,
  getMyPaymentAccount,
  createMyPaymentAccountLink,
  createPortalDepositCheckout,
  createPortalRevisionCheckout,
});
