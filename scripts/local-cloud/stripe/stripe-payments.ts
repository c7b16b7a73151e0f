import type { StripeContext } from './stripe-context.ts';
import { missing, StripeApiError } from './stripe-errors.ts';
import { type FormValue, formString } from './stripe-form.ts';
import { nowSeconds, type StripeObject, stripeId } from './stripe-state.ts';

/** The card brand Stripe reports for a test card number's first digit. */
function brandOf(card: string): string {
  if (card.startsWith('4')) return 'visa';
  if (card.startsWith('5') || card.startsWith('2')) return 'mastercard';
  if (card.startsWith('3')) return 'amex';
  return 'unknown';
}

/** What a tax adds to (exclusive) or holds in (inclusive) an amount, as Stripe rounds it. */
interface TaxApplied {
  subtotal: number;
  tax: number;
  total: number;
  rate: StripeObject | undefined;
}

/** A payment the stand-in makes: its amount, the test card, and whose account and customer it is on. */
interface PaymentInput {
  amount: number;
  currency: string;
  card: string;
  account?: string | undefined;
  customer?: string | undefined;
  metadata?: unknown;
  applicationFee?: unknown;
}

/** A paid payment intent and its charge, on a connected account or the platform's. */
function recordPayment(ctx: Pick<StripeContext, 'state' | 'origin'>, input: PaymentInput) {
  const { state } = ctx;
  state.charges ??= {};
  const card = input.card.replace(/\D/g, '');
  const intent: StripeObject = {
    id: stripeId('pi'),
    object: 'payment_intent',
    created: nowSeconds(),
    amount: input.amount,
    amount_received: input.amount,
    currency: input.currency,
    customer: input.customer ?? null,
    status: 'succeeded',
    application_fee_amount: input.applicationFee ?? null,
    metadata: input.metadata ?? {},
    latest_charge: null,
    ...(input.account && { account: input.account }),
    livemode: false,
  };
  const charge: StripeObject = {
    id: stripeId('ch'),
    object: 'charge',
    created: intent.created,
    amount: input.amount,
    amount_captured: input.amount,
    amount_refunded: 0,
    currency: input.currency,
    customer: input.customer ?? null,
    paid: true,
    captured: true,
    refunded: false,
    status: 'succeeded',
    payment_intent: intent.id,
    payment_method_details: {
      type: 'card',
      card: {
        brand: brandOf(card),
        last4: card.slice(-4),
        exp_month: 12,
        exp_year: 2034,
        funding: 'credit',
      },
    },
    receipt_number: `${1000 + Object.keys(state.charges).length}-${String(intent.created).slice(-4)}`,
    receipt_url: '',
    ...(input.account && { account: input.account }),
    livemode: false,
  };
  charge.receipt_url = `${ctx.origin()}/receipts/${charge.id}`;
  intent.latest_charge = charge.id;
  state.paymentIntents[intent.id] = intent;
  state.charges[charge.id] = charge;
  return { intent, charge };
}

/**
 * Payments' pieces shared by the Pro invoices and the deposits (ADR 0086): a succeeded payment intent
 * and its charge (receipt number, receipt page, the card's brand and last four digits), Stripe's tax
 * rates (`/v1/tax_rates`), and the tax collected: none unless a test sets one for a customer or a
 * connected account (`/_stand-in/tax`, as Stripe Tax would compute it), on each new invoice and deposit.
 */
export function stripePayments(ctx: Pick<StripeContext, 'state' | 'origin'>) {
  const { state } = ctx;
  state.charges ??= {};
  state.taxRates ??= {};
  state.automaticTax ??= {};

  const pay = (input: PaymentInput) => recordPayment(ctx, input);

  /**
   * The tax collected on `amount` for a customer (a Pro invoice) or on a connected account (a
   * deposit): none unless a test set a rate for it, or for every payment (`*`).
   */
  const taxOn = (amount: number, scope: string): TaxApplied => {
    const rateId = state.automaticTax[scope] ?? state.automaticTax['*'];
    const rate = rateId ? state.taxRates[rateId] : undefined;
    if (!rate) return { subtotal: amount, tax: 0, total: amount, rate: undefined };
    const percentage = Number(rate.percentage);
    if (rate.inclusive)
      return {
        subtotal: amount,
        tax: Math.round(amount - amount / (1 + percentage / 100)),
        total: amount,
        rate,
      };
    const tax = Math.round((amount * percentage) / 100);
    return { subtotal: amount, tax, total: amount + tax, rate };
  };

  const createRate = (form: Record<string, FormValue>): StripeObject => {
    const percentage = Number(formString(form.percentage));
    const name = formString(form.display_name);
    if (!name || !Number.isFinite(percentage) || percentage < 0)
      throw new StripeApiError(400, 'invalid_request_error', 'display_name and percentage are required.');
    const rate: StripeObject = {
      id: stripeId('txr'),
      object: 'tax_rate',
      created: nowSeconds(),
      active: true,
      display_name: name,
      percentage,
      effective_percentage: percentage,
      inclusive: formString(form.inclusive) === 'true',
      jurisdiction: formString(form.jurisdiction) ?? null,
      country: formString(form.country) ?? null,
      livemode: false,
    };
    state.taxRates[rate.id] = rate;
    return rate;
  };

  /** `/v1/tax_rates[/{id}]`: create and read. */
  const taxRates = (method: string, id: string | undefined, form: Record<string, FormValue>) => {
    if (method === 'POST' && !id) return createRate(form);
    if (method === 'GET' && id) {
      const rate = state.taxRates[id];
      if (!rate) throw missing('tax_rate', id);
      return rate;
    }
    return undefined;
  };

  /** `/v1/charges/{id}`: a charge, on the account it was made on. */
  const charges = (method: string, id: string | undefined, account: string | undefined) => {
    const charge = id ? state.charges[id] : undefined;
    if (method !== 'GET' || !id) return undefined;
    if (!charge || charge.account !== account) throw missing('charge', id);
    return charge;
  };

  /**
   * `POST /_stand-in/tax`: the rate collected from now on (a tax rate's form; none without one) for
   * `scope`, a customer or a connected account (tests sharing one stand-in stay apart), else for all.
   */
  const setTax = (form: Record<string, FormValue>) => {
    const scope = formString(form.scope) ?? '*';
    if (!formString(form.display_name)) {
      delete state.automaticTax[scope];
      return { scope, tax: 'none' };
    }
    const rate = createRate(form);
    state.automaticTax[scope] = rate.id;
    return rate;
  };

  return { pay, taxOn, taxRates, charges, setTax };
}

export type StripePayments = ReturnType<typeof stripePayments>;
