import type Stripe from 'stripe';
import { designAnswered } from '#events/definitions/designs.ts';
import { outboxItem } from '#events/outbox.ts';
import { getStripe } from '#functions/lib/billing/stripe-client.ts';
import { getDb } from '#functions/lib/db.ts';
import { designEventBase } from '#functions/lib/designs/design-events.ts';
import { designSubject } from '#functions/lib/designs/design-subjects.ts';
import { logger } from '#functions/lib/logger.ts';

const intentIdOf = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;

/**
 * A paid revision's checkout completed on the artist's account (ADR 0090), its session read again
 * from Stripe by the caller. For the version it names, still waiting for that payment: ONE
 * transaction records the payment, turns the version to `changes-asked` and records
 * `design.answered` (the artist gets the changes now). A version answered otherwise meanwhile (the
 * client approved it instead), or a second payment: refunded in full, once (Stripe's idempotency
 * key). The same event again finds the payment recorded and does nothing.
 */
export async function applyRevisionPayment(
  session: Stripe.Checkout.Session,
  accountId: string,
  correlationId: string,
): Promise<void> {
  const { artistId, requestId, version: versionText } = session.metadata ?? {};
  const paymentIntentId = intentIdOf(session);
  const version = Number(versionText);
  if (session.payment_status !== 'paid' || !artistId || !requestId || !paymentIntentId || !version) return;
  const db = getDb();
  const { data: artist } = await db.entities.artist.get({ artistId }).go({ consistent: true });
  if (!artist || artist.paymentAccountId !== accountId) {
    logger.warn('revision paid on an account that is not the artist’s', { artistId, accountId });
    return;
  }
  const { data: item } = await db.entities.designVersion
    .get({ artistId, requestId, version })
    .go({ consistent: true });
  if (!item || item.paymentIntentId === paymentIntentId) return;
  const now = new Date();
  const at = now.toISOString();
  // The booking or request gone meanwhile (an erased account): nothing to send the change to.
  const subject = await designSubject(artistId, requestId, now).catch(() => undefined);
  if (subject && item.status === 'payment-due' && !item.paymentIntentId) {
    const event = outboxItem(
      designAnswered,
      {
        ...designEventBase(subject, artist, version),
        answer: 'changes',
        ...(item.comment && { comment: item.comment }),
        revision: {
          number: item.revisionNumber ?? 1,
          priceCents: session.amount_total ?? item.revisionCents ?? 0,
          currency: item.currency,
        },
      },
      { correlationId, now },
    );
    const result = await db.transaction
      .write(({ designVersion, outboxEvent }) => [
        designVersion
          .patch({ artistId, requestId, version })
          .set({ status: 'changes-asked', paymentIntentId, paidAt: at, answeredAt: at, updatedAt: at })
          .where(
            ({ status, paymentIntentId: paid }, { eq, notExists }) =>
              `${eq(status, 'payment-due')} AND ${notExists(paid)}`,
          )
          .commit(),
        outboxEvent.create(event).commit(),
      ])
      .go();
    if (!result.canceled) return;
    // Answered otherwise between the read and the write: refunded below.
  }
  const stripe = await getStripe();
  const refund = await stripe.refunds.create(
    { payment_intent: paymentIntentId, reason: 'requested_by_customer', metadata: { artistId, requestId } },
    { stripeAccount: accountId, idempotencyKey: `inkslot-revision-refund-${paymentIntentId}` },
  );
  logger.info('revision payment refunded', {
    artistId,
    requestId,
    version,
    paymentIntentId,
    refundId: refund.id,
  });
}
