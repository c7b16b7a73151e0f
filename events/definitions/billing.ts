import * as z from 'zod';
import { defineEvent } from '#events/define-event.ts';
import { LOCALES } from '#shared/i18n/locales.ts';

const plan = z.enum(['free', 'pro']);

/** The artist, to write to them in their language (the emails read no table). */
const artist = z.object({
  email: z.string().min(1),
  locale: z.enum(LOCALES),
  displayName: z.string(),
});

/** The Stripe event types the product acts on (issue 12); others are acknowledged and dropped. */
export const STRIPE_EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

export const stripeEventReceived = defineEvent({
  detailType: 'stripe.event-received',
  version: 1,
  description:
    "A Stripe webhook event, its signature verified and recorded once by its id: the billing-sync consumer applies it by reading the subscription again from Stripe (never the event's own copy).",
  payload: z.object({
    stripeEventId: z.string().min(1),
    type: z.enum(STRIPE_EVENT_TYPES),
    /** When Stripe created the event (epoch seconds). */
    created: z.number().int(),
    customerId: z.string().min(1).optional(),
    subscriptionId: z.string().min(1).optional(),
    invoiceId: z.string().min(1).optional(),
    /** The artist the checkout or subscription names in its metadata, when it does. */
    artistId: z.string().min(1).optional(),
    /** The artist's connected account, for an event of it (a deposit paid online, ADR 0057). */
    accountId: z.string().min(1).optional(),
    checkoutSessionId: z.string().min(1).optional(),
  }),
});

export const subscriptionChanged = defineEvent({
  detailType: 'subscription.changed',
  version: 1,
  description:
    "An artist's plan changed as Stripe's subscription says: upgraded to Pro, renewed, set to cancel at the period's end (or not any more), or back to Free. Emails (welcome to Pro, downgrade notice) and statistics read it.",
  payload: z.object({
    artistId: z.string().min(1),
    plan,
    previousPlan: plan,
    interval: z.enum(['monthly', 'yearly']).optional(),
    /** Stripe's subscription status (`active`, `past_due`, `canceled`, ...). */
    status: z.string(),
    cancelAtPeriodEnd: z.boolean(),
    /** When the current period ends: the renewal, or the end when cancelling. */
    currentPeriodEnd: z.string().optional(),
    /**
     * What the subscription brings in per month while Pro, in cents of `currency` (a yearly price
     * divided by 12, less the referral discount); 0 on Free. The MRR query sums it (added in place:
     * optional).
     */
    monthlyAmountCents: z.number().int().min(0).optional(),
    currency: z.string().optional(),
    change: z.enum([
      'upgraded',
      'renewal-changed',
      'cancel-scheduled',
      'cancel-withdrawn',
      'downgraded',
      'status',
    ]),
    artist,
  }),
});

export const invoicePaymentFailed = defineEvent({
  detailType: 'invoice.payment-failed',
  version: 1,
  description:
    "A Pro renewal's payment failed: the artist is emailed with a link to fix the payment method (Stripe retries meanwhile).",
  payload: z.object({
    artistId: z.string().min(1),
    invoiceId: z.string().min(1),
    amountDueCents: z.number().int().min(0),
    currency: z.string(),
    attemptCount: z.number().int().min(0).optional(),
    artist,
  }),
});
