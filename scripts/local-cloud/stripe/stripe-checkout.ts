import type { IncomingMessage, ServerResponse } from 'node:http';
import { found, type StripeContext } from './stripe-context.ts';
import { missing, StripeApiError } from './stripe-errors.ts';
import { type FormValue, formList, formRecord, formString } from './stripe-form.ts';
import { html, redirect } from './stripe-http.ts';
import { checkoutPage, depositCheckoutPage } from './stripe-pages.ts';
import type { StripePayments } from './stripe-payments.ts';
import { nowSeconds, type StripeObject, stripeId } from './stripe-state.ts';

const DECLINED_CARD = '4000000000000002';

/** The hosted checkout's card number: an error page's words, or undefined when it pays. */
const cardProblem = (form: Record<string, FormValue>) => {
  const card = (formString(form.card) ?? '').replace(/\D/g, '');
  if (card === DECLINED_CARD) return { status: 402, message: 'Your card was declined.' };
  if (card.length < 12) return { status: 400, message: 'Your card number is incomplete.' };
  return undefined;
};

const successUrl = (session: StripeObject) =>
  String(session.success_url ?? '/').replace('{CHECKOUT_SESSION_ID}', session.id);

/** The coupon a checkout session applies, if any. */
function couponOf(ctx: StripeContext, session: StripeObject) {
  const [first] = (session.discounts as Record<string, FormValue>[] | undefined) ?? [];
  const id = first && formString(first.coupon);
  return id ? ctx.state.coupons[id] : undefined;
}

/** A paid invoice's lines, taxes, discount, payment and number, as Stripe's API (2025-03-31 on) has them. */
function paidInvoice(
  ctx: StripeContext,
  payments: StripePayments,
  input: { subscription: StripeObject; price: StripeObject; coupon: StripeObject | undefined; card: string },
) {
  const { subscription, price, coupon } = input;
  const customer = String(subscription.customer);
  const start = Number(subscription.current_period_start);
  const end = Number(subscription.current_period_end);
  const unit = Number(price.unit_amount);
  const discount = unit - Math.round((unit * (100 - Number(coupon?.percent_off ?? 0))) / 100);
  const taxed = payments.taxOn(unit - discount, customer);
  const exclusiveTax = taxed.rate?.inclusive ? 0 : taxed.tax;
  const { intent } = payments.pay({
    amount: taxed.total,
    currency: String(price.currency),
    card: input.card,
    customer,
  });
  const taxes = taxed.rate
    ? [
        {
          amount: taxed.tax,
          tax_behavior: taxed.rate.inclusive ? 'inclusive' : 'exclusive',
          tax_rate_details: { tax_rate: taxed.rate.id },
          taxability_reason: 'standard_rated',
          taxable_amount: taxed.rate.inclusive ? taxed.total - taxed.tax : taxed.subtotal,
          type: 'tax_rate_details',
        },
      ]
    : [];
  const id = stripeId('in');
  const sequence = Object.values(ctx.state.invoices).filter((item) => item.customer === customer).length + 1;
  const interval = (price.recurring as { interval: string }).interval;
  return {
    id,
    object: 'invoice',
    created: start,
    customer,
    subscription: subscription.id,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    billing_reason: 'subscription_create',
    status: 'paid',
    number: `${customer.slice(4, 12).toUpperCase()}-${String(sequence).padStart(4, '0')}`,
    receipt_number: null,
    currency: price.currency,
    subtotal: unit,
    subtotal_excluding_tax: taxed.rate?.inclusive ? unit - taxed.tax : unit,
    total_discount_amounts: coupon ? [{ amount: discount, discount: stripeId('di') }] : [],
    total_taxes: taxes,
    total_excluding_tax: unit - discount - (taxed.rate?.inclusive ? taxed.tax : 0),
    total: unit - discount + exclusiveTax,
    amount_due: taxed.total,
    amount_paid: taxed.total,
    amount_remaining: 0,
    status_transitions: {
      finalized_at: start,
      paid_at: start,
      marked_uncollectible_at: null,
      voided_at: null,
    },
    lines: {
      object: 'list',
      data: [
        {
          id: stripeId('il'),
          object: 'line_item',
          amount: unit,
          currency: price.currency,
          description: `1 × Inkslot Pro (at ${(unit / 100).toFixed(2)} ${String(price.currency).toUpperCase()} / ${interval})`,
          period: { start, end },
          pricing: { type: 'price_details', price_details: { price: price.id, product: 'prod_inkslot_pro' } },
          quantity: 1,
          taxes,
          invoice: id,
        },
      ],
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    payments: {
      object: 'list',
      data: [
        {
          id: stripeId('inpay'),
          object: 'invoice_payment',
          amount_paid: taxed.total,
          currency: price.currency,
          invoice: id,
          is_default: true,
          payment: { type: 'payment_intent', payment_intent: intent.id },
          status: 'paid',
          status_transitions: { paid_at: start, canceled_at: null },
        },
      ],
      has_more: false,
    },
    hosted_invoice_url: `${ctx.origin()}/invoices/${id}`,
    livemode: false,
  } satisfies StripeObject;
}

/** A paid checkout: the subscription, its first invoice paid, and their events, in Stripe's order. */
function complete(ctx: StripeContext, payments: StripePayments, session: StripeObject, card: string) {
  const { state } = ctx;
  const price = state.prices[String(session.price)] as StripeObject;
  const start = nowSeconds();
  const year = (price.recurring as { interval: string }).interval === 'year';
  const end = Math.floor(
    (year
      ? new Date(new Date(start * 1000).setUTCFullYear(new Date(start * 1000).getUTCFullYear() + 1))
      : new Date(new Date(start * 1000).setUTCMonth(new Date(start * 1000).getUTCMonth() + 1))
    ).getTime() / 1000,
  );
  const customer = String(session.customer);
  const coupon = couponOf(ctx, session);
  const subscription: StripeObject = {
    id: stripeId('sub'),
    object: 'subscription',
    created: start,
    customer,
    status: 'active',
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    current_period_start: start,
    current_period_end: end,
    metadata: (session.subscription_data as { metadata: Record<string, string> }).metadata,
    items: {
      object: 'list',
      data: [
        {
          id: stripeId('si'),
          object: 'subscription_item',
          price,
          current_period_start: start,
          current_period_end: end,
        },
      ],
    },
    latest_invoice: null,
    discounts: coupon ? [coupon.id] : [],
    livemode: false,
  };
  const invoice = paidInvoice(ctx, payments, { subscription, price, coupon, card });
  subscription.latest_invoice = invoice.id;
  state.subscriptions[subscription.id] = subscription;
  state.invoices[invoice.id] = invoice;
  Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
  ctx.save();
  ctx.send('customer.subscription.created', subscription);
  ctx.send('invoice.paid', invoice);
  ctx.send('checkout.session.completed', session);
}

/**
 * Checkout in subscription mode: `/v1/checkout/sessions` (with discounts), the hosted page and its
 * card form, and a paid checkout's subscription, invoice and events. A deposit's checkout (payment
 * mode on a connected account) is Connect's; its hosted page is here.
 */
export function stripeCheckout(
  ctx: StripeContext,
  payments: StripePayments,
  completePayment: (session: StripeObject, card: string) => void,
) {
  const { state } = ctx;

  const create = (form: Record<string, FormValue>) => {
    if (formString(form.mode) !== 'subscription')
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'The stand-in takes subscription mode only.',
        'mode',
      );
    const [item] = formList(form.line_items) as Record<string, FormValue>[];
    const price = formString(item?.price);
    if (!price || !state.prices[price]) throw missing('price', price);
    const customer = formString(form.customer);
    if (customer && !state.customers[customer]) throw missing('customer', customer);
    const discounts = formList(form.discounts) as Record<string, FormValue>[];
    for (const discount of discounts) {
      const coupon = formString(discount.coupon);
      if (!coupon || !state.coupons[coupon]) throw missing('coupon', coupon);
    }
    const session: StripeObject = {
      id: stripeId('cs_test'),
      object: 'checkout.session',
      created: nowSeconds(),
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: customer ?? null,
      client_reference_id: formString(form.client_reference_id) ?? null,
      metadata: formRecord(form.metadata),
      subscription_data: {
        metadata: formRecord((form.subscription_data as Record<string, FormValue>)?.metadata),
      },
      discounts,
      price,
      success_url: formString(form.success_url) ?? null,
      cancel_url: formString(form.cancel_url) ?? null,
      subscription: null,
      livemode: false,
    };
    session.url = `${ctx.origin()}/checkout/${session.id}`;
    state.checkoutSessions[session.id] = session;
    return session;
  };

  const sessions = (method: string, id: string | undefined, form: Record<string, FormValue>) => {
    if (method === 'POST' && !id) return create(form);
    if (method === 'GET' && id) return found(state.checkoutSessions, id, 'checkout.session');
    throw new StripeApiError(404, 'invalid_request_error', 'Unrecognized checkout request');
  };

  /** The hosted checkout of a payment on a connected account (a deposit), and its card form. */
  const depositPage = (
    req: IncomingMessage,
    res: ServerResponse,
    session: StripeObject,
    form: Record<string, FormValue>,
    action: string | undefined,
  ) => {
    if (session.status === 'complete') return redirect(res, successUrl(session));
    if (Number(session.expires_at) < nowSeconds())
      return html(res, 410, 'This checkout session has expired.');
    const account = state.accounts[String(session.account)] as StripeObject;
    if (req.method === 'POST' && action === 'pay') {
      const problem = cardProblem(form);
      if (problem) return html(res, problem.status, depositCheckoutPage(session, account, problem.message));
      completePayment(session, formString(form.card) ?? '');
      ctx.save();
      return redirect(res, successUrl(session));
    }
    return html(res, 200, depositCheckoutPage(session, account));
  };

  /** `/checkout/{id}[/pay]`: the hosted checkout page; false when it is not one. */
  const page = (
    req: IncomingMessage,
    res: ServerResponse,
    id: string,
    action: string | undefined,
    form: Record<string, FormValue>,
  ) => {
    const session = state.checkoutSessions[id];
    if (!session) return html(res, 404, 'No such checkout session.');
    if (session.mode === 'payment') return depositPage(req, res, session, form, action);
    const price = state.prices[String(session.price)] as StripeObject;
    if (req.method === 'GET') {
      if (session.status === 'complete') return redirect(res, successUrl(session));
      return html(res, 200, checkoutPage(session, price, undefined, couponOf(ctx, session)));
    }
    if (req.method === 'POST' && action === 'pay') {
      if (session.status === 'complete') return redirect(res, successUrl(session));
      const problem = cardProblem(form);
      if (problem)
        return html(
          res,
          problem.status,
          checkoutPage(session, price, problem.message, couponOf(ctx, session)),
        );
      complete(ctx, payments, session, formString(form.card) ?? '');
      return redirect(res, successUrl(session));
    }
    return false;
  };

  return { sessions, page };
}
