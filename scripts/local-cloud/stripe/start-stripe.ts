import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { closeServer } from '../close-server.ts';
import type { Log } from '../log.ts';
import { missing, StripeApiError, stripeConnect } from './stripe-connect.ts';
import { type FormValue, formList, formRecord, formString, parseStripeForm } from './stripe-form.ts';
import { checkoutPage, depositCheckoutPage, onboardingPage, portalPage } from './stripe-pages.ts';
import { loadStripeState, nowSeconds, type StripeObject, saveStripeState, stripeId } from './stripe-state.ts';

export interface StripeLocal {
  /** The API's origin: `new Stripe(key, { host, port, protocol: 'http' })`. */
  endpoint: string;
  host: string;
  port: number;
  /** The events sent so far (oldest first), for tests. */
  events(): StripeObject[];
  /** Sends an event again, as Stripe's dashboard "resend" does (a new delivery, same event). */
  resend(eventId: string, options?: { timestamp?: number }): Promise<number>;
  /** The next renewal's payment fails: `invoice.payment_failed`, the subscription `past_due`. */
  failNextPayment(subscriptionId: string): Promise<void>;
  stop(): Promise<void>;
}

export interface StripeOptions {
  /** Where events go (the API's `/api/stripe/webhook`), and the endpoint's signing secret. */
  webhookUrl: string;
  webhookSecret: string;
  /** The Connect endpoint's secret: events of connected accounts are signed with it (else `webhookSecret`). */
  connectWebhookSecret?: string;
  /** The JSON file holding its objects (`.local/stripe/state.json`); none: memory only. */
  stateFile?: string;
  port?: number;
  log: Log;
}

const API_VERSION = '2025-10-29.clover';
const DECLINED_CARD = '4000000000000002';
/** Delays between delivery attempts (Stripe retries for days; scaled down here). */
const RETRY_DELAYS_MS = [500, 2_000, 5_000, 15_000];

/**
 * A local Stripe for the unmodified `stripe` SDK (ADR 0044): the API endpoints the product calls
 * (customers and their balance transactions, prices by lookup key, coupons, Checkout sessions in
 * subscription mode with discounts, billing portal sessions, subscriptions), the hosted checkout and portal pages, and events posted to the webhook URL signed
 * with Stripe's scheme (`t=…,v1=HMAC-SHA256(t.payload)`, written by the SDK's own helper), retried
 * on failure. Any `sk_test_…` key is accepted; objects are kept in a JSON file.
 */
export async function startStripe(options: StripeOptions): Promise<StripeLocal> {
  const state = loadStripeState(options.stateFile);
  const signer = new Stripe('sk_test_stand_in');
  const timers = new Set<NodeJS.Timeout>();
  let origin = '';
  const save = () => saveStripeState(options.stateFile, state);

  const deliver = async (event: StripeObject, timestamp?: number): Promise<number> => {
    const payload = JSON.stringify(event, null, 2);
    const header = signer.webhooks.generateTestHeaderString({
      payload,
      secret: (event.account ? options.connectWebhookSecret : undefined) ?? options.webhookSecret,
      ...(timestamp !== undefined && { timestamp }),
    });
    try {
      const response = await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
        body: payload,
      });
      await response.arrayBuffer();
      return response.status;
    } catch {
      return 0;
    }
  };

  const send = (type: string, object: StripeObject, previous?: Record<string, unknown>, account?: string) => {
    const event: StripeObject = {
      id: stripeId('evt'),
      object: 'event',
      ...(account && { account }),
      api_version: API_VERSION,
      created: nowSeconds(),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(object), ...(previous && { previous_attributes: previous }) },
    };
    state.events.push(event);
    save();
    const attempt = async (index: number) => {
      const status = await deliver(event);
      if (status >= 200 && status < 300) return;
      const delay = RETRY_DELAYS_MS[index];
      if (delay === undefined) {
        options.log.error('stripe', `event ${event.id} (${type}) not accepted: ${status}`);
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        void attempt(index + 1);
      }, delay);
      timers.add(timer);
    };
    void attempt(0);
    return event;
  };

  const connect = stripeConnect({ state, origin: () => origin, send });

  const api = (
    method: string,
    path: string,
    form: Record<string, FormValue>,
    query: URLSearchParams,
    stripeAccount: string | undefined,
  ) => {
    const [, version, resource, id, action] = path.split('/');
    if (version !== 'v1')
      throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
    if (resource === 'customers') {
      if (method === 'POST' && !id) {
        const customer: StripeObject = {
          id: stripeId('cus'),
          object: 'customer',
          created: nowSeconds(),
          email: formString(form.email) ?? null,
          name: formString(form.name) ?? null,
          metadata: formRecord(form.metadata),
          livemode: false,
        };
        state.customers[customer.id] = customer;
        return customer;
      }
      if (method === 'GET' && id && !action) return found(state.customers, id, 'customer');
      if (method === 'DELETE' && id && !action) return deleteCustomer(id);
      if (id && action === 'balance_transactions') return balanceTransactions(method, id, form);
    }
    if (resource === 'coupons') return coupons(method, id, form);
    if (resource === 'prices' && method === 'GET' && !id) {
      const keys = [...query.entries()]
        .filter(([key]) => key.startsWith('lookup_keys'))
        .map(([, value]) => value);
      const data = Object.values(state.prices).filter(
        (price) => keys.length === 0 || keys.includes(String(price.lookup_key)),
      );
      return { object: 'list', url: '/v1/prices', has_more: false, data };
    }
    if (resource === 'checkout' && id === 'sessions') {
      if (method === 'POST' && !action && formString(form.mode) === 'payment')
        return connect.paymentSession(form, stripeAccount);
      return checkoutSessions(method, action, form);
    }
    if (resource === 'refunds' && !id) return connect.refunds(method, form, query, stripeAccount);
    if (resource === 'payment_intents' && id && method === 'GET') {
      const intent = state.paymentIntents[id];
      if (!intent || intent.account !== stripeAccount) throw missing('payment_intent', id);
      return intent;
    }
    if (resource === 'billing_portal' && id === 'sessions' && method === 'POST') {
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
      portal.url = `${origin}/billing/${portal.id}`;
      state.portalSessions[portal.id] = portal;
      return portal;
    }
    if (resource === 'invoices' && id && method === 'GET') return found(state.invoices, id, 'invoice');
    if (resource === 'subscriptions' && id) {
      const subscription = found(state.subscriptions, id, 'subscription');
      if (method === 'GET') return subscription;
      if (method === 'POST') {
        const cancel = formString(form.cancel_at_period_end);
        if (cancel !== undefined) setCancel(subscription, cancel === 'true');
        return subscription;
      }
    }
    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  };

  /** Coupons: created with an id of the caller's choosing (Stripe's `id` parameter), read by id. */
  const coupons = (method: string, id: string | undefined, form: Record<string, FormValue>) => {
    if (method === 'GET' && id) return found(state.coupons, id, 'coupon');
    if (method === 'POST' && !id) {
      const couponId = formString(form.id) ?? stripeId('co');
      if (state.coupons[couponId])
        throw new StripeApiError(
          400,
          'invalid_request_error',
          'Coupon already exists.',
          'id',
          'resource_already_exists',
        );
      const percentOff = Number(formString(form.percent_off));
      if (!(percentOff > 0 && percentOff <= 100))
        throw new StripeApiError(400, 'invalid_request_error', 'Invalid percent_off.', 'percent_off');
      const coupon: StripeObject = {
        id: couponId,
        object: 'coupon',
        created: nowSeconds(),
        percent_off: percentOff,
        duration: formString(form.duration) ?? 'once',
        name: formString(form.name) ?? null,
        valid: true,
        livemode: false,
      };
      state.coupons[couponId] = coupon;
      return coupon;
    }
    throw new StripeApiError(404, 'invalid_request_error', 'Unrecognized coupon request');
  };

  /** Credit (a negative amount) or debit on a customer's balance, taken into their next invoices. */
  const balanceTransactions = (method: string, customerId: string, form: Record<string, FormValue>) => {
    const customer = found(state.customers, customerId, 'customer');
    if (method === 'GET') {
      const data = Object.values(state.balanceTransactions)
        .filter((transaction) => transaction.customer === customerId)
        .sort((a, b) => Number(b.created) - Number(a.created));
      return {
        object: 'list',
        url: `/v1/customers/${customerId}/balance_transactions`,
        has_more: false,
        data,
      };
    }
    const amount = Number(formString(form.amount));
    const currency = formString(form.currency);
    if (!Number.isInteger(amount) || amount === 0)
      throw new StripeApiError(400, 'invalid_request_error', 'Invalid amount.', 'amount');
    if (!currency) throw new StripeApiError(400, 'invalid_request_error', 'Missing currency.', 'currency');
    customer.balance = Number(customer.balance ?? 0) + amount;
    const transaction: StripeObject = {
      id: stripeId('cbtxn'),
      object: 'customer_balance_transaction',
      created: nowSeconds(),
      customer: customerId,
      amount,
      currency,
      description: formString(form.description) ?? null,
      metadata: formRecord(form.metadata),
      ending_balance: customer.balance,
      type: 'adjustment',
      livemode: false,
    };
    state.balanceTransactions[transaction.id] = transaction;
    return transaction;
  };

  const checkoutSessions = (method: string, id: string | undefined, form: Record<string, FormValue>) => {
    if (method === 'POST' && !id) {
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
      session.url = `${origin}/checkout/${session.id}`;
      state.checkoutSessions[session.id] = session;
      return session;
    }
    if (method === 'GET' && id) return found(state.checkoutSessions, id, 'checkout.session');
    throw new StripeApiError(404, 'invalid_request_error', 'Unrecognized checkout request');
  };

  const setCancel = (subscription: StripeObject, cancel: boolean) => {
    if (subscription.cancel_at_period_end === cancel) return;
    subscription.cancel_at_period_end = cancel;
    subscription.cancel_at = cancel ? subscription.current_period_end : null;
    subscription.canceled_at = cancel ? nowSeconds() : null;
    save();
    send('customer.subscription.updated', subscription, { cancel_at_period_end: !cancel });
  };

  /**
   * `DELETE /v1/customers/{id}`, as Stripe: the customer is gone for good and any subscription of
   * theirs ends at once (`customer.subscription.deleted`); Stripe answers the deleted stub.
   */
  const deleteCustomer = (id: string) => {
    found(state.customers, id, 'customer');
    delete state.customers[id];
    for (const subscription of Object.values(state.subscriptions)) {
      if (subscription.customer !== id || subscription.status === 'canceled') continue;
      const previous = subscription.status;
      subscription.status = 'canceled';
      subscription.canceled_at = nowSeconds();
      subscription.ended_at = nowSeconds();
      send('customer.subscription.deleted', subscription, { status: previous });
    }
    save();
    return { id, object: 'customer', deleted: true };
  };

  /** A paid checkout: the subscription, its first invoice paid, and their events, in Stripe's order. */
  const complete = (session: StripeObject) => {
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
    const coupon = couponOf(session);
    const amount = Math.round((Number(price.unit_amount) * (100 - Number(coupon?.percent_off ?? 0))) / 100);
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
    const invoice: StripeObject = {
      id: stripeId('in'),
      object: 'invoice',
      created: start,
      customer,
      subscription: subscription.id,
      status: 'paid',
      subtotal: price.unit_amount,
      total: amount,
      amount_due: amount,
      amount_paid: amount,
      currency: price.currency,
      hosted_invoice_url: `${origin}/invoices/${'pending'}`,
      livemode: false,
    };
    invoice.hosted_invoice_url = `${origin}/invoices/${invoice.id}`;
    subscription.latest_invoice = invoice.id;
    state.subscriptions[subscription.id] = subscription;
    state.invoices[invoice.id] = invoice;
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
    save();
    send('customer.subscription.created', subscription);
    send('invoice.paid', invoice);
    send('checkout.session.completed', session);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof StripeApiError) {
        return json(res, error.status, {
          error: {
            type: error.type,
            message: error.message,
            ...(error.param && { param: error.param }),
            ...(error.code && { code: error.code }),
          },
        });
      }
      options.log.error('stripe', String((error as Error)?.stack ?? error));
      return json(res, 500, { error: { type: 'api_error', message: 'The Stripe stand-in failed.' } });
    });
  });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', origin);
    const body = await readBody(req);
    const form = parseStripeForm(body);
    if (url.pathname.startsWith('/v1/') || url.pathname.startsWith('/v2/')) {
      const auth = req.headers.authorization ?? '';
      if (!/^Bearer sk_test_\w+/.test(auth))
        throw new StripeApiError(
          401,
          'invalid_request_error',
          'Invalid API Key provided (a sk_test_ key is expected).',
        );
      const key = req.headers['idempotency-key'];
      const stripeAccount = req.headers['stripe-account'];
      const account = typeof stripeAccount === 'string' && stripeAccount ? stripeAccount : undefined;
      const cacheKey =
        typeof key === 'string' && req.method === 'POST' ? `${auth}|${account ?? ''}|${key}` : undefined;
      const replay = cacheKey ? state.idempotency[cacheKey] : undefined;
      if (replay) return json(res, replay.status, replay.body, { 'idempotent-replayed': 'true' });
      const method = req.method ?? 'GET';
      // The v2 API takes JSON bodies (the SDK's apiMode v2); v1 takes Stripe's nested form.
      const answer = url.pathname.startsWith('/v2/')
        ? connect.v2(method, url.pathname, body ? (JSON.parse(body) as Record<string, unknown>) : {})
        : api(method, url.pathname, form, url.searchParams, account);
      if (cacheKey) state.idempotency[cacheKey] = { status: 200, body: answer };
      save();
      return json(res, 200, answer);
    }
    const [, area, id, action] = url.pathname.split('/');
    // Test controls (not Stripe's API): what a test or a tester makes happen on Stripe's side.
    if (area === '_stand-in' && req.method === 'GET' && id === 'events') return json(res, 200, state.events);
    if (area === '_stand-in' && req.method === 'POST' && id === 'resend' && action) {
      const event = state.events.find((item) => item.id === action);
      if (!event) return json(res, 404, { error: { message: `no event ${action}` } });
      return json(res, 200, { status: await deliver(event) });
    }
    if (area === '_stand-in' && req.method === 'POST' && id === 'fail-payment') {
      const subscription = formString(form.subscription) ?? '';
      await failPayment(subscription);
      return json(res, 200, { ok: true });
    }
    if (area === 'connect' && id === 'onboarding' && action) {
      const found = connect.onboarding(action);
      if (!found) return html(res, 404, 'No such account link.');
      if (found.expired) return redirect(res, found.urls.refresh_url);
      if (req.method === 'POST') return redirect(res, connect.completeOnboarding(action) ?? '/');
      return html(res, 200, onboardingPage(found.link, found.account));
    }
    if (area === 'checkout' && id) {
      const session = state.checkoutSessions[id];
      if (!session) return html(res, 404, 'No such checkout session.');
      if (session.mode === 'payment') return depositCheckout(req, res, session, form, action);
      const price = state.prices[String(session.price)] as StripeObject;
      if (req.method === 'GET') {
        if (session.status === 'complete') return redirect(res, successUrl(session));
        return html(res, 200, checkoutPage(session, price, undefined, couponOf(session)));
      }
      if (req.method === 'POST' && action === 'pay') {
        if (session.status === 'complete') return redirect(res, successUrl(session));
        const card = (formString(form.card) ?? '').replace(/\D/g, '');
        if (card === DECLINED_CARD)
          return html(res, 402, checkoutPage(session, price, 'Your card was declined.', couponOf(session)));
        if (card.length < 12)
          return html(
            res,
            400,
            checkoutPage(session, price, 'Your card number is incomplete.', couponOf(session)),
          );
        complete(session);
        return redirect(res, successUrl(session));
      }
    }
    if (area === 'billing' && id) {
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
    }
    return html(res, 404, 'Not found.');
  };

  /** The hosted checkout of a payment on a connected account (a deposit), and its card form. */
  const depositCheckout = (
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
      const card = (formString(form.card) ?? '').replace(/\D/g, '');
      if (card === DECLINED_CARD)
        return html(res, 402, depositCheckoutPage(session, account, 'Your card was declined.'));
      if (card.length < 12)
        return html(res, 400, depositCheckoutPage(session, account, 'Your card number is incomplete.'));
      connect.completePayment(session);
      save();
      return redirect(res, successUrl(session));
    }
    return html(res, 200, depositCheckoutPage(session, account));
  };

  /** The coupon a checkout session applies, if any. */
  const couponOf = (session: StripeObject) => {
    const [first] = (session.discounts as Record<string, FormValue>[] | undefined) ?? [];
    const id = first && formString(first.coupon);
    return id ? state.coupons[id] : undefined;
  };

  const successUrl = (session: StripeObject) =>
    String(session.success_url ?? '/').replace('{CHECKOUT_SESSION_ID}', session.id);

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  options.log.info('stripe', `Stripe stand-in ready on ${origin} (webhooks to ${options.webhookUrl})`);

  return {
    endpoint: origin,
    host: '127.0.0.1',
    port,
    events: () => [...state.events],
    resend: async (eventId, resendOptions = {}) => {
      const event = state.events.find((item) => item.id === eventId);
      if (!event) throw new Error(`no event ${eventId}`);
      return deliver(event, resendOptions.timestamp);
    },
    failNextPayment: (subscriptionId) => failPayment(subscriptionId),
    stop: async () => {
      for (const timer of timers) clearTimeout(timer);
      save();
      await closeServer(server);
    },
  };

  /** A renewal's payment fails: the invoice stays open, the subscription goes `past_due`. */
  async function failPayment(subscriptionId: string) {
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
    invoice.hosted_invoice_url = `${origin}/invoices/${invoice.id}`;
    state.invoices[invoice.id] = invoice;
    subscription.status = 'past_due';
    subscription.latest_invoice = invoice.id;
    save();
    send('invoice.payment_failed', invoice);
    send('customer.subscription.updated', subscription, { status: 'active' });
  }

  function found(objects: Record<string, StripeObject>, id: string, type: string) {
    const object = objects[id];
    if (!object) throw missing(type, id);
    return object;
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': stripeId('req'), ...headers });
  res.end(JSON.stringify(body));
}

function html(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}

function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}
