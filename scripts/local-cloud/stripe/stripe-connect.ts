import { type FormValue, formList, formRecord, formString } from './stripe-form.ts';
import { nowSeconds, type StripeObject, type StripeState, stripeId } from './stripe-state.ts';

/** A Stripe API error as the stand-in answers it (v1 and v2 share the shape the SDK reads). */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly param?: string,
    /** Stripe's error code (`resource_missing`, `resource_already_exists`), which the SDK exposes. */
    readonly code?: string,
  ) {
    super(message);
  }
}

export function missing(type: string, id: string | undefined) {
  return new StripeApiError(
    404,
    'invalid_request_error',
    `No such ${type}: '${id ?? ''}'`,
    type,
    'resource_missing',
  );
}

export interface ConnectContext {
  state: StripeState;
  origin: () => string;
  /** Records and posts an event; `account` makes it a Connect event (`event.account`). */
  send: (type: string, object: StripeObject, previous?: Record<string, unknown>, account?: string) => void;
}

/** How long an account link works (Stripe: a few minutes, single use). */
const LINK_SECONDS = 300;

/**
 * Stripe Connect as the product uses it (ADR 0057): accounts and account links of the Accounts v2
 * API (JSON bodies under `/v2/core/…`), the hosted onboarding that activates the merchant's card
 * payments (the product reads the account again when the artist comes back: no thin event is sent), Checkout in payment mode on a connected account (a direct charge, `Stripe-Account`
 * header, optional `application_fee_amount`), and refunds there, each with its signed event.
 */
export function stripeConnect(ctx: ConnectContext) {
  const { state } = ctx;
  state.accounts ??= {};
  state.accountLinks ??= {};
  state.paymentIntents ??= {};
  state.refunds ??= {};

  const account = (id: string) => {
    const found = state.accounts[id];
    if (!found) throw missing('account', id);
    return found;
  };

  /** `/v2/core/accounts` and `/v2/core/account_links`. */
  const v2 = (method: string, path: string, body: Record<string, unknown>) => {
    const [, , core, resource, id] = path.split('/');
    if (core === 'core' && resource === 'accounts') {
      if (method === 'POST' && !id) {
        const merchant = (body.configuration as { merchant?: unknown } | undefined)?.merchant;
        const created: StripeObject = {
          id: stripeId('acct'),
          object: 'v2.core.account',
          created: new Date().toISOString(),
          contact_email: body.contact_email ?? null,
          display_name: body.display_name ?? null,
          dashboard: body.dashboard ?? 'full',
          identity: body.identity ?? null,
          defaults: body.defaults ?? null,
          metadata: body.metadata ?? {},
          configuration: {
            merchant: merchant ? { capabilities: { card_payments: { status: 'restricted' } } } : null,
          },
          requirements: { summary: { minimum_deadline: { status: 'currently_due' } } },
          livemode: false,
        };
        state.accounts[created.id] = created;
        return created;
      }
      if (method === 'GET' && id) return account(id);
    }
    if (core === 'core' && resource === 'account_links' && method === 'POST' && !id) {
      const accountId = String(body.account ?? '');
      account(accountId);
      const useCase = body.use_case as
        | { type?: string; account_onboarding?: { refresh_url?: string; return_url?: string } }
        | undefined;
      const urls = useCase?.account_onboarding;
      if (useCase?.type !== 'account_onboarding' || !urls?.refresh_url)
        throw new StripeApiError(
          400,
          'invalid_request_error',
          'use_case.account_onboarding.refresh_url is required.',
          'use_case',
        );
      const link: StripeObject = {
        id: stripeId('acctlink'),
        object: 'v2.core.account_link',
        account: accountId,
        created: new Date().toISOString(),
        expires_at: new Date((nowSeconds() + LINK_SECONDS) * 1000).toISOString(),
        use_case: useCase,
        used: false,
        livemode: false,
      };
      link.url = `${ctx.origin()}/connect/onboarding/${link.id}`;
      state.accountLinks[link.id] = link;
      return link;
    }
    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  };

  /** The link's state: where its page leads, or why it cannot be used (used or expired). */
  const onboarding = (linkId: string) => {
    const link = state.accountLinks[linkId];
    if (!link) return undefined;
    const urls = (link.use_case as { account_onboarding: { refresh_url: string; return_url?: string } })
      .account_onboarding;
    const expired = link.used === true || Date.parse(String(link.expires_at)) < Date.now();
    return { link, account: account(String(link.account)), urls, expired };
  };

  /** The hosted onboarding is submitted: card payments become active, as after Stripe's checks. */
  const completeOnboarding = (linkId: string) => {
    const found = onboarding(linkId);
    if (!found || found.expired) return found?.urls.refresh_url;
    found.link.used = true;
    const merchant = (found.account.configuration as { merchant: unknown }).merchant ?? {};
    (found.account.configuration as Record<string, unknown>).merchant = {
      ...(merchant as object),
      capabilities: { card_payments: { status: 'active' } },
    };
    found.account.requirements = { summary: { minimum_deadline: null } };
    return found.urls.return_url ?? found.urls.refresh_url;
  };

  /** `POST /v1/checkout/sessions` in payment mode, on a connected account (a direct charge). */
  const paymentSession = (form: Record<string, FormValue>, accountId: string | undefined) => {
    if (!accountId)
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'The stand-in takes payment mode on a connected account only (Stripe-Account).',
        'mode',
      );
    const connected = account(accountId);
    const status = (
      connected.configuration as { merchant?: { capabilities?: { card_payments?: { status?: string } } } }
    ).merchant?.capabilities?.card_payments?.status;
    if (status !== 'active')
      throw new StripeApiError(
        400,
        'invalid_request_error',
        'This account cannot currently make live charges: card_payments is not active.',
        undefined,
        'account_invalid',
      );
    const [item] = formList(form.line_items) as Record<string, FormValue>[];
    const data = item?.price_data as Record<string, FormValue> | undefined;
    const amount = Number(formString(data?.unit_amount));
    const currency = formString(data?.currency);
    const name = formString((data?.product_data as Record<string, FormValue> | undefined)?.name);
    if (!Number.isInteger(amount) || amount < 50 || !currency)
      throw new StripeApiError(400, 'invalid_request_error', 'Invalid price_data.', 'line_items');
    const intentData = (form.payment_intent_data ?? {}) as Record<string, FormValue>;
    const fee = Number(formString(intentData.application_fee_amount) ?? 0);
    const expiresAt = Number(formString(form.expires_at) ?? nowSeconds() + 24 * 3600);
    const session: StripeObject = {
      id: stripeId('cs_test'),
      object: 'checkout.session',
      created: nowSeconds(),
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency,
      line_item_name: name ?? null,
      customer_email: formString(form.customer_email) ?? null,
      client_reference_id: formString(form.client_reference_id) ?? null,
      metadata: formRecord(form.metadata),
      payment_intent: null,
      application_fee_amount: fee || null,
      payment_intent_metadata: formRecord(intentData.metadata),
      success_url: formString(form.success_url) ?? null,
      cancel_url: formString(form.cancel_url) ?? null,
      expires_at: expiresAt,
      account: accountId,
      livemode: false,
    };
    session.url = `${ctx.origin()}/checkout/${session.id}`;
    state.checkoutSessions[session.id] = session;
    return session;
  };

  /** A paid deposit checkout: its payment intent succeeds on the connected account. */
  const completePayment = (session: StripeObject) => {
    const accountId = String(session.account);
    const intent: StripeObject = {
      id: stripeId('pi'),
      object: 'payment_intent',
      created: nowSeconds(),
      amount: session.amount_total,
      amount_received: session.amount_total,
      currency: session.currency,
      status: 'succeeded',
      application_fee_amount: session.application_fee_amount,
      metadata: session.payment_intent_metadata,
      latest_charge: stripeId('ch'),
      account: accountId,
      livemode: false,
    };
    state.paymentIntents[intent.id] = intent;
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
    ctx.send('payment_intent.succeeded', intent, undefined, accountId);
    ctx.send('checkout.session.completed', session, undefined, accountId);
  };

  /** `POST /v1/refunds` and `GET /v1/refunds` on a connected account. */
  const refunds = (
    method: string,
    form: Record<string, FormValue>,
    query: URLSearchParams,
    accountId: string | undefined,
  ) => {
    if (method === 'GET') {
      const intent = query.get('payment_intent');
      const data = Object.values(state.refunds).filter(
        (refund) => refund.account === accountId && (!intent || refund.payment_intent === intent),
      );
      return { object: 'list', url: '/v1/refunds', has_more: false, data };
    }
    const intentId = formString(form.payment_intent);
    const intent = intentId ? state.paymentIntents[intentId] : undefined;
    if (!intent || intent.account !== accountId) throw missing('payment_intent', intentId);
    const refunded = Object.values(state.refunds)
      .filter((refund) => refund.payment_intent === intentId)
      .reduce((sum, refund) => sum + Number(refund.amount), 0);
    const left = Number(intent.amount_received) - refunded;
    const amount = Number(formString(form.amount) ?? left);
    if (left <= 0)
      throw new StripeApiError(
        400,
        'invalid_request_error',
        `Charge ${String(intent.latest_charge)} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    if (!Number.isInteger(amount) || amount <= 0 || amount > left)
      throw new StripeApiError(400, 'invalid_request_error', 'Invalid refund amount.', 'amount');
    const refund: StripeObject = {
      id: stripeId('re'),
      object: 'refund',
      created: nowSeconds(),
      amount,
      currency: intent.currency,
      payment_intent: intentId,
      charge: intent.latest_charge,
      status: 'succeeded',
      reason: formString(form.reason) ?? null,
      metadata: formRecord(form.metadata),
      account: accountId,
    };
    state.refunds[refund.id] = refund;
    ctx.send('refund.created', refund, undefined, accountId);
    return refund;
  };

  return { v2, onboarding, completeOnboarding, paymentSession, completePayment, refunds };
}
