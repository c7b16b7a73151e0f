import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeServer } from '#scripts/local-cloud/close-server.ts';
import { keepIdleSockets } from '#scripts/local-cloud/keep-idle-sockets.ts';
import type { Log } from '#scripts/local-cloud/log.ts';
import { stripeApi } from './stripe-api.ts';
import { stripeCheckout } from './stripe-checkout.ts';
import { stripeConnect } from './stripe-connect.ts';
import type { StripeContext } from './stripe-context.ts';
import { stripeCustomers } from './stripe-customers.ts';
import { StripeApiError } from './stripe-errors.ts';
import { formString, parseStripeForm } from './stripe-form.ts';
import { html, json, readBody, redirect } from './stripe-http.ts';
import { onboardingPage, receiptPage } from './stripe-pages.ts';
import { stripePayments } from './stripe-payments.ts';
import { loadStripeState, type StripeObject, saveStripeState } from './stripe-state.ts';
import { stripeSubscriptions } from './stripe-subscriptions.ts';
import { stripeWebhooks } from './stripe-webhooks.ts';

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
  /**
   * The tax collected on new invoices of a customer or deposits on a connected account (`scope`; none:
   * every payment), as Stripe Tax would; no rate: no tax.
   */
  setTax(
    rate: { display_name: string; percentage: number; inclusive: boolean; country?: string } | undefined,
    scope?: string,
  ): void;
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

/**
 * A local Stripe for the unmodified `stripe` SDK (ADR 0044): the API endpoints the product calls
 * (customers and their balance transactions, prices by lookup key, coupons, Checkout sessions in
 * subscription mode with discounts, billing portal sessions, subscriptions), the hosted checkout and portal pages, and events posted to the webhook URL signed
 * with Stripe's scheme (`t=…,v1=HMAC-SHA256(t.payload)`, written by the SDK's own helper), retried
 * on failure. Any `sk_test_…` key is accepted; objects are kept in a JSON file.
 */
export async function startStripe(options: StripeOptions): Promise<StripeLocal> {
  const state = loadStripeState(options.stateFile);
  let origin = '';
  const save = () => saveStripeState(options.stateFile, state);
  const webhooks = stripeWebhooks(options, state, save);
  const ctx: StripeContext = { state, origin: () => origin, send: webhooks.send, save };
  const payments = stripePayments(ctx);
  const connect = stripeConnect(ctx, payments);
  const subscriptions = stripeSubscriptions(ctx);
  const checkout = stripeCheckout(ctx, payments, connect.completePayment);
  const api = stripeApi(ctx, { customers: stripeCustomers(ctx), checkout, subscriptions, connect, payments });

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
      return json(res, 200, { status: await webhooks.deliver(event) });
    }
    if (area === '_stand-in' && req.method === 'POST' && id === 'tax') {
      const answer = payments.setTax(form);
      save();
      return json(res, 200, answer);
    }
    if ((area === 'receipts' || area === 'invoices') && id) {
      const paid = area === 'receipts' ? state.charges[id] : state.invoices[id];
      return paid ? html(res, 200, receiptPage(paid)) : html(res, 404, 'No such receipt.');
    }
    if (area === '_stand-in' && req.method === 'POST' && id === 'fail-payment') {
      subscriptions.failPayment(formString(form.subscription) ?? '');
      return json(res, 200, { ok: true });
    }
    if (area === 'connect' && id === 'onboarding' && action) {
      const found = connect.onboarding(action);
      if (!found) return html(res, 404, 'No such account link.');
      if (found.expired) return redirect(res, found.urls.refresh_url);
      if (req.method === 'POST') return redirect(res, connect.completeOnboarding(action) ?? '/');
      return html(res, 200, onboardingPage(found.link, found.account));
    }
    if (area === 'checkout' && id && checkout.page(req, res, id, action, form) !== false) return;
    if (area === 'billing' && id) return subscriptions.portalPage(req, res, id, action);
    return html(res, 404, 'Not found.');
  };

  keepIdleSockets(server);
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
      return webhooks.deliver(event, resendOptions.timestamp);
    },
    failNextPayment: async (subscriptionId) => subscriptions.failPayment(subscriptionId),
    setTax: (rate, scope) => {
      payments.setTax({
        ...(scope && { scope }),
        ...(rate && {
          display_name: rate.display_name,
          percentage: String(rate.percentage),
          inclusive: String(rate.inclusive),
          ...(rate.country && { country: rate.country }),
        }),
      });
      save();
    },
    stop: async () => {
      webhooks.stop();
      save();
      await closeServer(server);
    },
  };
}
