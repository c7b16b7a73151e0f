import { coupons, listPrices } from './stripe-catalog.ts';
import type { stripeCheckout } from './stripe-checkout.ts';
import type { stripeConnect } from './stripe-connect.ts';
import { found, type StripeContext } from './stripe-context.ts';
import type { stripeCustomers } from './stripe-customers.ts';
import { missing, unrecognized } from './stripe-errors.ts';
import { type FormValue, formString } from './stripe-form.ts';
import type { StripePayments } from './stripe-payments.ts';
import type { stripeSubscriptions } from './stripe-subscriptions.ts';

export interface StripeResources {
  customers: ReturnType<typeof stripeCustomers>;
  checkout: ReturnType<typeof stripeCheckout>;
  subscriptions: ReturnType<typeof stripeSubscriptions>;
  connect: ReturnType<typeof stripeConnect>;
  payments: StripePayments;
}

/** The v1 API: each `/v1/{resource}/…` request to the resource that serves it. */
export function stripeApi(ctx: StripeContext, resources: StripeResources) {
  const { state } = ctx;
  const { customers, checkout, subscriptions, connect, payments } = resources;
  return (
    method: string,
    path: string,
    form: Record<string, FormValue>,
    query: URLSearchParams,
    stripeAccount: string | undefined,
  ) => {
    const [, version, resource, id, action] = path.split('/');
    if (version !== 'v1') throw unrecognized(method, path);
    if (resource === 'customers') {
      const answer = customers(method, id, action, form);
      if (answer) return answer;
    }
    if (resource === 'coupons') return coupons(ctx, method, id, form);
    if (resource === 'prices' && method === 'GET' && !id) return listPrices(ctx, query);
    if (resource === 'checkout' && id === 'sessions') {
      if (method === 'POST' && !action && formString(form.mode) === 'payment')
        return connect.paymentSession(form, stripeAccount);
      return checkout.sessions(method, action, form);
    }
    if (resource === 'refunds' && !id) return connect.refunds(method, form, query, stripeAccount);
    if (resource === 'payment_intents' && id && method === 'GET') {
      const intent = state.paymentIntents[id];
      if (!intent || intent.account !== stripeAccount) throw missing('payment_intent', id);
      return intent;
    }
    if (resource === 'charges') {
      const answer = payments.charges(method, id, stripeAccount);
      if (answer) return answer;
    }
    if (resource === 'tax_rates') {
      const answer = payments.taxRates(method, id, form);
      if (answer) return answer;
    }
    if (resource === 'billing_portal' && id === 'sessions' && method === 'POST')
      return subscriptions.portalSession(form);
    if (resource === 'invoices' && id && method === 'GET') return found(state.invoices, id, 'invoice');
    if (resource === 'subscriptions' && id) {
      const answer = subscriptions.subscriptions(method, id, form);
      if (answer) return answer;
    }
    throw unrecognized(method, path);
  };
}
