/**
 * The one price table (issue 12): read by the landing page, the plan page, checkout and the emails,
 * so a price or a saving is written once. Amounts in cents; the yearly saving is computed, never
 * typed (ADR 0043).
 */
export const PLAN_CURRENCY = 'EUR' as const;

export const PRICE_TABLE = {
  free: { monthlyCents: 0, requestsPerMonth: 10 },
  pro: {
    monthlyCents: 1_900,
    /** Ten months for twelve: two months free. */
    yearlyCents: 19_000,
    requestsPerMonth: null,
  },
} as const;

export type BillingInterval = 'monthly' | 'yearly';

/** What the computed figures read of a price table. */
type ProPrices = { pro: { monthlyCents: number; yearlyCents: number } };

/** The yearly plan's saving against twelve monthly payments, in whole percent (17). */
export function yearlySavingPercent(table: ProPrices = PRICE_TABLE): number {
  const twelveMonths = table.pro.monthlyCents * 12;
  return Math.round(((twelveMonths - table.pro.yearlyCents) / twelveMonths) * 100);
}

/** What a year of Pro costs per month when paid yearly, in cents (rounded down: 1583). */
export function yearlyPerMonthCents(table: ProPrices = PRICE_TABLE): number {
  return Math.floor(table.pro.yearlyCents / 12);
}

/**
 * Offers with their end date: kept after they end (the record of what was offered), shown only
 * until then. The launch offer ended on 5 July 2025 (spec, section 9).
 */
const OFFERS = [{ id: 'launch', endsAt: '2025-07-05T23:59:59+02:00' }] as const;

/** The offers still running at `now` (none since the launch offer ended). */
export function activeOffers(now: Date = new Date()) {
  return OFFERS.filter((offer) => now.getTime() <= Date.parse(offer.endsAt));
}

/**
 * Stripe finds Pro's prices by these lookup keys (created from this table: the local stand-in seeds
 * them, `docs/deploy.md` says how in a Stripe account), so checkout never hard-codes a price id.
 */
export const STRIPE_PRICE_LOOKUP_KEYS: Record<BillingInterval, string> = {
  monthly: 'inkslot_pro_monthly',
  yearly: 'inkslot_pro_yearly',
};

/**
 * Invite and earn (spec: "Referral: 10% off Pro", ADR 0047): an artist who signs up through a paying
 * artist's link pays Pro 10 % less for as long as they subscribe (a Stripe coupon at checkout), and
 * the artist who invited them earns 10 % of each of their payments as credit on their own invoices.
 */
export const REFERRAL = {
  discountPercent: 10,
  rewardPercent: 10,
  /** The Stripe coupon checkout applies; created once if the account lacks it (ADR 0047). */
  stripeCouponId: 'inkslot-referral-10',
} as const;

/** A price less the referral discount, in cents (1 900 → 1 710). */
export function referralPriceCents(cents: number): number {
  return Math.round((cents * (100 - REFERRAL.discountPercent)) / 100);
}

/** What the inviting artist earns on one payment of an artist they invited, in cents. */
export function referralRewardCents(paidCents: number): number {
  return Math.floor((paidCents * REFERRAL.rewardPercent) / 100);
}
