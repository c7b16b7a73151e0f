import type Stripe from 'stripe';
import type { EventPayload } from '#events/define-event.ts';
import {
  invoicePaymentFailed,
  type stripeEventReceived,
  subscriptionChanged,
} from '#events/definitions/billing.ts';
import { outboxItem } from '#events/outbox.ts';
import { getStripe } from '#functions/lib/billing/stripe-client.ts';
import { getDb } from '#functions/lib/db.ts';
import { logger } from '#functions/lib/logger.ts';
import { queueConsumer } from '#functions/lib/queue-consumer.ts';
import type { ArtistItem } from '#shared/db/entities/artist.ts';
import { type BillingInterval, referralPriceCents } from '#shared/domain/billing/price-table.ts';
import { type ArtistPlan, planChange, planOf } from '#shared/domain/billing/subscription-plan.ts';
import { applyDepositPayment } from './apply-deposit-payment.ts';
import { creditReferrer } from './credit-referrer.ts';
import { endBilling } from './end-billing.ts';
import { issueProReceipt } from './issue-receipts.ts';
import { refundCancelledDeposit } from './refund-cancelled-deposit.ts';

type Received = EventPayload<typeof stripeEventReceived>;

const PROCESSED_RETENTION_SECONDS = 30 * 24 * 60 * 60;

const isoOf = (seconds: unknown) =>
  typeof seconds === 'number' && seconds > 0 ? new Date(seconds * 1000).toISOString() : undefined;

/** What the product keeps of a subscription: its status, interval, period end and cancellation. */
function planFrom(subscription: Stripe.Subscription): ArtistPlan {
  const item = subscription.items?.data?.[0] as
    | (Stripe.SubscriptionItem & { current_period_end?: number })
    | undefined;
  const interval = item?.price?.recurring?.interval;
  const billingInterval: BillingInterval | undefined =
    interval === 'year' ? 'yearly' : interval === 'month' ? 'monthly' : undefined;
  const periodEnd =
    item?.current_period_end ??
    (subscription as unknown as { current_period_end?: number }).current_period_end;
  return {
    plan: planOf(subscription),
    subscriptionStatus: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodEnd: isoOf(periodEnd),
    billingInterval,
  };
}

/**
 * What the subscription brings in per month, for the MRR (ADR 0048): its price per interval, a year
 * divided by 12, less the referral coupon for an invited artist (the only coupon the product gives);
 * 0 once back on Free.
 */
function recurringAmount(subscription: Stripe.Subscription, plan: 'free' | 'pro', referred: boolean) {
  const price = subscription.items?.data?.[0]?.price;
  if (!price || typeof price.unit_amount !== 'number') return {};
  const perMonth =
    price.recurring?.interval === 'year' ? Math.round(price.unit_amount / 12) : price.unit_amount;
  const amount = plan === 'pro' ? (referred ? referralPriceCents(perMonth) : perMonth) : 0;
  return { monthlyAmountCents: amount, currency: price.currency.toUpperCase() };
}

/**
 * A paid invoice: an invited artist's payment earns the inviting artist their credit (ADR 0047), and
 * the artist gets the invoice's receipt, once per invoice (ADR 0086).
 */
async function paidInvoiceEffects(
  stripe: Stripe,
  input: {
    invoiceId: string;
    subscription: Stripe.Subscription;
    customerId: string;
    artist: ArtistItem;
    correlationId: string;
  },
) {
  const { invoiceId, artist } = input;
  await creditReferrer(stripe, invoiceId, artist);
  const interval = planFrom(input.subscription).billingInterval;
  await issueProReceipt(stripe, { ...input, interval });
}

/**
 * Applies one recorded Stripe event (ADR 0045): reads the subscription it concerns **again from
 * Stripe** (the event's copy may be old: events arrive late, twice or out of order) and stores that on
 * the artist, only if no later read was stored (`billingSyncedAt`), with `subscription.changed` when
 * the plan moved and `invoice.payment-failed` for a failed renewal, in one transaction with this
 * event's processed mark. A subscription for another Stripe customer than the artist's is ignored.
 */
export async function applyStripeEvent(
  payload: Received,
  eventId: string,
  correlationId: string,
): Promise<void> {
  if (!payload.subscriptionId) return;
  const stripe = await getStripe();
  const subscription = await stripe.subscriptions.retrieve(payload.subscriptionId);
  const readAt = Date.now();
  const customerId =
    typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const artistId = subscription.metadata?.artistId ?? payload.artistId;
  if (!artistId) {
    logger.warn('stripe subscription names no artist', { subscriptionId: subscription.id });
    return;
  }
  const db = getDb();
  const { data: artist } = await db.entities.artist.get({ artistId }).go({ consistent: true });
  if (!artist) return;
  if (artist.stripeCustomerId && artist.stripeCustomerId !== customerId) {
    logger.warn('stripe subscription of another customer', { artistId, subscriptionId: subscription.id });
    return;
  }
  // A paid invoice's own effects, each idempotent by itself, so they come before this event's mark.
  if (payload.type === 'invoice.paid' && payload.invoiceId)
    await paidInvoiceEffects(stripe, {
      invoiceId: payload.invoiceId,
      subscription,
      customerId,
      artist,
      correlationId,
    });
  const before: ArtistPlan = {
    plan: artist.plan,
    subscriptionStatus: artist.subscriptionStatus,
    cancelAtPeriodEnd: artist.cancelAtPeriodEnd,
    currentPeriodEnd: artist.currentPeriodEnd,
    billingInterval: artist.billingInterval,
  };
  const after = planFrom(subscription);
  const change = planChange(before, after);
  const failedInvoice =
    payload.type === 'invoice.payment_failed' && payload.invoiceId
      ? await stripe.invoices.retrieve(payload.invoiceId)
      : undefined;
  const now = new Date();
  const artistRef = { email: artist.email, locale: artist.locale, displayName: artist.displayName ?? '' };

  const result = await db.transaction
    .write(({ artist: artists, processedEvent, outboxEvent }) => [
      processedEvent
        .create({
          consumer: 'billing-sync',
          effectKey: eventId,
          expiresAt: Math.floor(now.getTime() / 1000) + PROCESSED_RETENTION_SECONDS,
        })
        .commit(),
      artists
        .patch({ artistId })
        .set({
          plan: after.plan,
          stripeCustomerId: customerId,
          subscriptionId: subscription.id,
          subscriptionStatus: after.subscriptionStatus ?? subscription.status,
          cancelAtPeriodEnd: Boolean(after.cancelAtPeriodEnd),
          ...(after.currentPeriodEnd && { currentPeriodEnd: after.currentPeriodEnd }),
          ...(after.billingInterval && { billingInterval: after.billingInterval }),
          billingSyncedAt: readAt,
        })
        .where(
          ({ billingSyncedAt }, { notExists, lt }) =>
            `${notExists(billingSyncedAt)} OR ${lt(billingSyncedAt, readAt)}`,
        )
        .commit(),
      ...(change
        ? [
            outboxEvent
              .create(
                outboxItem(
                  subscriptionChanged,
                  {
                    artistId,
                    plan: after.plan,
                    previousPlan: before.plan,
                    ...(after.billingInterval && { interval: after.billingInterval }),
                    status: subscription.status,
                    cancelAtPeriodEnd: Boolean(after.cancelAtPeriodEnd),
                    ...(after.currentPeriodEnd && { currentPeriodEnd: after.currentPeriodEnd }),
                    ...recurringAmount(subscription, after.plan, Boolean(artist.referredBy)),
                    change,
                    artist: artistRef,
                  },
                  { correlationId, now },
                ),
              )
              .commit(),
          ]
        : []),
      ...(failedInvoice
        ? [
            outboxEvent
              .create(
                outboxItem(
                  invoicePaymentFailed,
                  {
                    artistId,
                    invoiceId: failedInvoice.id,
                    amountDueCents: failedInvoice.amount_due,
                    currency: failedInvoice.currency,
                    ...(typeof failedInvoice.attempt_count === 'number' && {
                      attemptCount: failedInvoice.attempt_count,
                    }),
                    artist: artistRef,
                  },
                  { correlationId, now },
                ),
              )
              .commit(),
          ]
        : []),
    ])
    .go();
  if (!result.canceled) return;
  const [processed, stored] = result.data.map((reason) => reason.code);
  // Applied already (a redelivery), or a later read of Stripe is stored: nothing to do.
  if (processed === 'ConditionalCheckFailed' || stored === 'ConditionalCheckFailed') return;
  throw new Error(`billing sync canceled: ${JSON.stringify(result.data)}`);
}

/** The `billing-sync` consumer, fed by its SQS queue: a failed record (Stripe unreachable) is retried. */
export const handler = queueConsumer(
  'billing-sync',
  async (event) => {
    if (event.detailType === 'artist.deleted') return endBilling(event.envelope.payload);
    if (event.detailType === 'booking.cancelled') return refundCancelledDeposit(event.envelope.payload);
    const { payload, metadata } = event.envelope;
    if (payload.accountId) return applyDepositPayment(payload, metadata.correlationId);
    return applyStripeEvent(payload, metadata.id, metadata.correlationId);
  },
  'stripe event not applied, will be retried',
);
