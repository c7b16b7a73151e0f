import type { IncomingMessage, ServerResponse } from 'node:http';
import { found, type StripeContext } from './stripe-context.ts';
import { missing } from './stripe-errors.ts';
import { type FormValue, formString } from './stripe-form.ts';
import { html, redirect } from './stripe-http.ts';
import { portalPage } from './stripe-pages.ts';
import { nowSeconds, type StripeObject, stripeId } from './stripe-state.ts';

/**
 * Subscriptions after checkout: read and cancelled at the period's end (`/v1/subscriptions`), their
 * invoices, the billing portal's sessions and hosted page, and a renewal whose payment fails.
 */
export function stripeSubscriptions(ctx: StripeContext) {
  const { state } = ctx;

  const setCancel = (subscription: StripeObject, cancel: boolean) => {
    if (subscription.cancel_at_period_end === cancel) return;
    subscription.cancel_at_period_end = cancel;
    subscription.cancel_at = cancel ? subscription.current_period_end : null;
    subscription.canceled_at = cancel ? nowSeconds() : null;
    ctx.save();
    ctx.send('customer.subscription.updated', subscription, { cancel_at_period_end: !cancel });
  };

  /** `/v1/subscriptions/{id}`: read, or `cancel_at_period_end` set; undefined for another method. */
  const subscriptions = (method: string, id: string, form: Record<string, FormValue>) => {
    const subscription = found(state.subscriptions, id, 'subscription');
    if (method === 'GET') return subscription;
    if (method === 'POST') {
      const cancel = formString(form.cancel_at_period_end);
      if (cancel !== undefined) setCancel(subscription, cancel === 'true');
      return subscription;
    }
    return undefined;
  };

  /** `POST /v1/billing_portal/sessions`. */
  const portalSession = (form: Record<string, FormValue>) => {
    const customer = formString(form.customer);
    if (!customer || !state.customers[customer]) throw missing('customer', customer);
    const portal: StripeObject = {
      id: stripeId('bps'),
      object: 'billing_portal.session',
      created: nowSeconds(),
      customer,
      return_url: formString(form.return_url) ?? null,
      livemode: false,
    };
    portal.url = `${ctx.origin()}/billing/${portal.id}`;
    state.portalSessions[portal.id] = portal;
    return portal;
  };

  /** `/billing/{id}[/cancel|/renew]`: the hosted billing portal of the customer's latest subscription. */
  const portalPageOf = (
    req: IncomingMessage,
    res: ServerResponse,
    id: string,
    action: string | undefined,
  ) => {
    const portal = state.portalSessions[id];
    if (!portal) return html(res, 404, 'No such billing session.');
    const subscription = Object.values(state.subscriptions)
      .filter((item) => item.customer === portal.customer && item.status !== 'canceled')
      .sort((a, b) => Number(b.created) - Number(a.created))[0];
    if (req.method === 'POST' && subscription && (action === 'cancel' || action === 'renew')) {
      setCancel(subscription, action === 'cancel');
      return redirect(res, `/billing/${id}`);
    }
    const price = (subscription?.items as { data: { price: StripeObject }[] } | undefined)?.data[0]?.price;
    return html(res, 200, portalPage(portal, subscription, price));
  };

  /** A renewal's payment fails: the invoice stays open, the subscription goes `past_due`. */
  const failPayment = (subscriptionId: string) => {
    const subscription = found(state.subscriptions, subscriptionId, 'subscription');
    const price = (subscription.items as { data: { price: StripeObject }[] }).data[0]?.price as StripeObject;
    const invoice: StripeObject = {
      id: stripeId('in'),
      object: 'invoice',
      created: nowSeconds(),
      customer: subscription.customer,
      subscription: subscription.id,
      status: 'open',
      amount_due: price.unit_amount,
      amount_paid: 0,
      currency: price.currency,
      attempt_count: 1,
      livemode: false,
    };
    invoice.hosted_invoice_url = `${ctx.origin()}/invoices/${invoice.id}`;
    state.invoices[invoice.id] = invoice;
    subscription.status = 'past_due';
    subscription.latest_invoice = invoice.id;
    ctx.save();
    ctx.send('invoice.payment_failed', invoice);
    ctx.send('customer.subscription.updated', subscription, { status: 'active' });
  };

  return { subscriptions, portalSession, portalPage: portalPageOf, failPayment };
}
