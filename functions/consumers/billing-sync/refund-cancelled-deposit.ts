import type { EventPayload } from '#events/define-event.ts';
import type { bookingCancelled } from '#events/definitions/lifecycle.ts';
import { getStripe } from '#functions/lib/billing/stripe-client.ts';
import { getDb } from '#functions/lib/db.ts';
import { logger } from '#functions/lib/logger.ts';
import { acceptedPolicy, cancellationRefundCents } from '#shared/domain/billing/deposit-policy.ts';

type Cancelled = EventPayload<typeof bookingCancelled>;

/**
 * A booking whose deposit was paid online is cancelled (issue 14): the deposit goes back as the
 * policy the client agreed to says (the one stored on the booking at acceptance): in full when the
 * artist cancels, in full when the client cancels with the notice, kept when the client cancels
 * later. One refund per payment, however often the event comes (Stripe's idempotency key of the
 * payment intent, and the refund recorded on the booking).
 */
export async function refundCancelledDeposit(payload: Cancelled): Promise<void> {
  const { artistId, bookingId } = payload;
  const db = getDb();
  const { data: booking } = await db.entities.booking.get({ artistId, bookingId }).go({ consistent: true });
  const payment = booking?.depositPayment;
  if (booking?.status !== 'canceled' || !payment || payment.refundId) return;
  const { data: artist } = await db.entities.artist.get({ artistId }).go({ consistent: true });
  const amount = cancellationRefundCents(acceptedPolicy(booking, artist), {
    by: payload.by,
    paidCents: payment.amountCents,
    slotStart: booking.slotStart,
    cancelledAt: booking.canceledAt ?? new Date().toISOString(),
  });
  if (amount <= 0) {
    logger.info('deposit kept, as the policy says', { artistId, bookingId });
    return;
  }
  const stripe = await getStripe();
  const refund = await stripe.refunds.create(
    {
      payment_intent: payment.paymentIntentId,
      amount,
      reason: 'requested_by_customer',
      metadata: { artistId, bookingId, cancelledBy: payload.by },
    },
    { stripeAccount: payment.accountId, idempotencyKey: `inkslot-deposit-refund-${payment.paymentIntentId}` },
  );
  const at = new Date().toISOString();
  await db.entities.booking
    .patch({ artistId, bookingId })
    .set({
      depositPayment: { ...payment, refundId: refund.id, refundedAt: at, refundedCents: refund.amount },
      updatedAt: at,
    })
    .go();
  logger.info('deposit refunded on cancellation', { artistId, bookingId, refundId: refund.id, amount });
}
