import type { BillingInterval } from './price-table.ts';

/** What the product keeps of a Stripe subscription on the artist (ADR 0045). */
export interface SubscriptionSnapshot {
  subscriptionId: string;
  /** Stripe's status: `active`, `trialing`, `past_due`, `unpaid`, `canceled`, `incomplete`, ... */
  status: string;
  interval: BillingInterval | undefined;
  cancelAtPeriodEnd: boolean;
  /** ISO instant the current period ends (the renewal, or the end when cancelling). */
  currentPeriodEnd: string | undefined;
}

export interface ArtistPlan {
  plan: 'free' | 'pro';
  subscriptionStatus?: string | undefined;
  cancelAtPeriodEnd?: boolean | undefined;
  currentPeriodEnd?: string | undefined;
  billingInterval?: BillingInterval | undefined;
}

/**
 * Pro while Stripe still counts the subscription as paying or about to be (`active`, `trialing`, and
 * `past_due` while Stripe retries the card); Free once it is `canceled`, `unpaid`, `incomplete` or
 * `incomplete_expired`. Cancelling at the period's end stays Pro until Stripe ends it.
 */
export function planOf(subscription: Pick<SubscriptionSnapshot, 'status'>): 'free' | 'pro' {
  return ['active', 'trialing', 'past_due'].includes(subscription.status) ? 'pro' : 'free';
}

export type PlanChange =
  | 'upgraded'
  | 'downgraded'
  | 'cancel-scheduled'
  | 'cancel-withdrawn'
  | 'renewal-changed'
  | 'status';

/** How the plan moved between what the artist had and the subscription now; none: nothing to tell. */
export function planChange(before: ArtistPlan, after: ArtistPlan): PlanChange | undefined {
  if (before.plan !== after.plan) return after.plan === 'pro' ? 'upgraded' : 'downgraded';
  if (after.plan === 'free') return undefined;
  if (Boolean(before.cancelAtPeriodEnd) !== Boolean(after.cancelAtPeriodEnd))
    return after.cancelAtPeriodEnd ? 'cancel-scheduled' : 'cancel-withdrawn';
  if (before.subscriptionStatus !== after.subscriptionStatus) return 'status';
  if (before.currentPeriodEnd !== after.currentPeriodEnd || before.billingInterval !== after.billingInterval)
    return 'renewal-changed';
  return undefined;
}
