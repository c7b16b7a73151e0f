import type Stripe from 'stripe';
import { getDb } from '#functions/lib/db.ts';
import { logger } from '#functions/lib/logger.ts';
import { referralRewardCents } from '#shared/domain/billing/price-table.ts';

/**
 * A paid invoice of an invited artist earns the artist who invited them `REFERRAL.rewardPercent` of
 * the amount paid, as credit on their Stripe customer's balance (Stripe takes it off their next
 * invoices), and a `referralCredit` record for their referrals page (ADR 0047). Once per invoice:
 * the record is checked first, the balance transaction carries the invoice's idempotency key (a retry
 * after a failed record replays Stripe's answer), and the record is created only if absent.
 */
export async function creditReferrer(
  stripe: Stripe,
  invoiceId: string,
  referred: { artistId: string; referredBy?: string | undefined },
): Promise<void> {
  const referrerId = referred.referredBy;
  if (!referrerId) return;
  const db = getDb();
  const { data: known } = await db.entities.referralCredit
    .get({ referrerId, invoiceId })
    .go({ consistent: true });
  if (known) return;
  const invoice = await stripe.invoices.retrieve(invoiceId);
  const amount = referralRewardCents(invoice.amount_paid);
  if (invoice.status !== 'paid' || amount <= 0) return;
  const { data: referrer } = await db.entities.artist
    .get({ artistId: referrerId })
    .go({ attributes: ['stripeCustomerId'] });
  if (!referrer?.stripeCustomerId) {
    logger.warn('referral credit: the inviting artist has no Stripe customer', { referrerId, invoiceId });
    return;
  }
  await stripe.customers.createBalanceTransaction(
    referrer.stripeCustomerId,
    {
      amount: -amount,
      currency: invoice.currency,
      description: 'Inkslot referral credit',
      metadata: { invoiceId, referredArtistId: referred.artistId },
    },
    { idempotencyKey: `referral-credit-${invoiceId}` },
  );
  await db.entities.referralCredit
    .create({
      referrerId,
      invoiceId,
      referredArtistId: referred.artistId,
      amountCents: amount,
      currency: invoice.currency,
      createdAt: new Date().toISOString(),
    })
    .go()
    .catch((error: unknown) => {
      // Recorded by a concurrent delivery of the same invoice: the same credit, once at Stripe.
      if ((error as Error).message?.includes('conditional request failed')) return;
      throw error;
    });
}
