import { stripeAccounts } from './stripe-accounts.ts';
import type { StripeContext } from './stripe-context.ts';
import { StripeApiError } from './stripe-errors.ts';
import { type FormValue, formList, formRecord, formString } from './stripe-form.ts';
import type { StripePayments } from './stripe-payments.ts';
import { connectRefunds } from './stripe-refunds.ts';
import { nowSeconds, type StripeObject, stripeId } from './stripe-state.ts';

/**
 * Stripe Connect as the product uses it (ADR 0057): accounts and account links of the Accounts v2
 * API (JSON bodies under `/v2/core/…`), the hosted onboarding that activates the merchant's card
 * payments (the product reads the account again when the artist comes back: no thin event is sent), Checkout in payment mode on a connected account (a direct charge, `Stripe-Account`
 * header, optional `application_fee_amount`), and refunds there, each with its signed event.
 */
export function stripeConnect(
  ctx: Pick<StripeContext, 'state' | 'origin' | 'send'>,
  payments: StripePayments,
) {
  const { state } = ctx;
  state.paymentIntents ??= {};
  state.refunds ??= {};
  const { account, v2, onboarding, completeOnboarding } = stripeAccounts(ctx);

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
    const taxed = payments.taxOn(amount, accountId);
    const session: StripeObject = {
      id: stripeId('cs_test'),
      object: 'checkout.session',
      created: nowSeconds(),
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_subtotal: amount,
      amount_total: taxed.total,
      // Stripe includes `breakdown` when expanded (`total_details.breakdown`); here always.
      total_details: {
        amount_discount: 0,
        amount_shipping: 0,
        amount_tax: taxed.tax,
        breakdown: {
          discounts: [],
          taxes: taxed.rate
            ? [
                {
                  amount: taxed.tax,
                  rate: taxed.rate,
                  taxability_reason: 'standard_rated',
                  taxable_amount: taxed.rate.inclusive ? amount - taxed.tax : amount,
                },
              ]
            : [],
        },
      },
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
  const completePayment = (session: StripeObject, card: string) => {
    const accountId = String(session.account);
    const { intent } = payments.pay({
      amount: Number(session.amount_total),
      currency: String(session.currency),
      card,
      account: accountId,
      metadata: session.payment_intent_metadata,
      applicationFee: session.application_fee_amount,
    });
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
    ctx.send('payment_intent.succeeded', intent, undefined, accountId);
    ctx.send('checkout.session.completed', session, undefined, accountId);
  };

  const refunds = (
    method: string,
    form: Record<string, FormValue>,
    query: URLSearchParams,
    accountId: string | undefined,
  ) => connectRefunds(ctx, method, form, query, accountId);

  return { v2, onboarding, completeOnboarding, paymentSession, completePayment, refunds };
}
