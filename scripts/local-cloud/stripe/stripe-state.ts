import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PLAN_CURRENCY, PRICE_TABLE, STRIPE_PRICE_LOOKUP_KEYS } from '#shared/domain/billing/price-table.ts';

/** Stripe objects as the API answers them (only the fields the product reads, and their ids). */
export type StripeObject = Record<string, unknown> & { id: string; object: string };

export interface StripeState {
  customers: Record<string, StripeObject>;
  prices: Record<string, StripeObject>;
  checkoutSessions: Record<string, StripeObject>;
  portalSessions: Record<string, StripeObject>;
  subscriptions: Record<string, StripeObject>;
  invoices: Record<string, StripeObject>;
  coupons: Record<string, StripeObject>;
  /** Customer balance transactions (credit given to a customer, taken off their next invoices). */
  balanceTransactions: Record<string, StripeObject>;
  /** Connect (ADR 0057): connected accounts (v2), their onboarding links, payments and refunds on them. */
  accounts: Record<string, StripeObject>;
  accountLinks: Record<string, StripeObject>;
  paymentIntents: Record<string, StripeObject>;
  refunds: Record<string, StripeObject>;
  /** Payments' charges (receipt number and page, the card) and tax rates (ADR 0086). */
  charges: Record<string, StripeObject>;
  taxRates: Record<string, StripeObject>;
  /** The tax rate collected on new invoices and deposits, by customer or connected account (`*`: all); a test sets it. */
  automaticTax: Record<string, string>;
  events: StripeObject[];
  /** Answers already given to an `Idempotency-Key`, as Stripe replays them. */
  idempotency: Record<string, { status: number; body: unknown }>;
}

/** `cus_…`, `cs_test_…`: Stripe-shaped ids. */
export const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Pro's two prices, from the product's price table, under its lookup keys. */
function seededPrices(): Record<string, StripeObject> {
  const price = (interval: 'monthly' | 'yearly', amount: number): StripeObject => ({
    id: `price_${STRIPE_PRICE_LOOKUP_KEYS[interval]}`,
    object: 'price',
    active: true,
    currency: PLAN_CURRENCY.toLowerCase(),
    unit_amount: amount,
    lookup_key: STRIPE_PRICE_LOOKUP_KEYS[interval],
    recurring: { interval: interval === 'monthly' ? 'month' : 'year', interval_count: 1 },
    type: 'recurring',
    livemode: false,
  });
  const monthly = price('monthly', PRICE_TABLE.pro.monthlyCents);
  const yearly = price('yearly', PRICE_TABLE.pro.yearlyCents);
  return { [monthly.id]: monthly, [yearly.id]: yearly };
}

/**
 * The stand-in's objects, kept in one JSON file beside the other local data (`.local/stripe/`), so
 * customers and subscriptions outlive a restart as Stripe's do. Prices follow the price table.
 */
export function loadStripeState(file: string | undefined): StripeState {
  const empty: StripeState = {
    customers: {},
    prices: {},
    checkoutSessions: {},
    portalSessions: {},
    subscriptions: {},
    invoices: {},
    coupons: {},
    balanceTransactions: {},
    accounts: {},
    accountLinks: {},
    paymentIntents: {},
    refunds: {},
    charges: {},
    taxRates: {},
    automaticTax: {},
    events: [],
    idempotency: {},
  };
  const state: StripeState =
    file && existsSync(file)
      ? { ...empty, ...(JSON.parse(readFileSync(file, 'utf8')) as StripeState) }
      : empty;
  state.prices = seededPrices();
  return state;
}

export function saveStripeState(file: string | undefined, state: StripeState) {
  if (!file) return;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(state));
}
