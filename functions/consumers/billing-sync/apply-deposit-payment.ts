import type Stripe from 'stripe';
import type { EventPayload } from '#events/define-event.ts';
import type { stripeEventReceived } from '#events/definitions/billing.ts';
import { paymentUpdated } from '#events/definitions/lifecycle.ts';
import { outboxItem } from '#events/outbox.ts';
import { getStripe } from '#functions/lib/billing/stripe-client.ts';
import { getDb } from '#functions/lib/db.ts';
import { eventMoneyOf, eventSubjectOf } from '#functions/lib/lifecycle/event-parts.ts';
import { slotViewOf } from '#functions/lib/lifecycle/item-views.ts';
import { logger } from '#functions/lib/logger.ts';
import type { HistoryEntry } from '#shared/api/contracts/lifecycle-views.ts';
import { applyRevisionPayment } from './apply-revision-payment.ts';
import { issueDepositReceipt } from './issue-receipts.ts';

type Received = EventPayload<typeof stripeEventReceived>;

/** Rounds when the booking changed between the read and the write (the artist acting meanwhile). */
const ROUNDS = 4;

const intentIdOf = (session: Stripe.Checkout.Session) =>
  typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;

/**
 * A deposit's checkout completed on an artist's connected account (ADR 0057). The session is read
 * again from Stripe (on that account); only a paid one counts, and only for the artist whose account
 * it is. Then, for the booking it names:
 * - still awaiting its deposit: ONE transaction sets DEPOSIT-PAID with the payment, a history entry
 *   by the client, and `payment.updated` (emails, statistics, the digest follow as for the artist's
 *   own update), only while the booking is confirmed, in the state read and without a payment;
 * - cancelled meanwhile (or a second payment of a paid deposit): the payment is refunded in full on
 *   the artist's account (one refund per payment: Stripe's idempotency key) and the refund recorded;
 *   the booking is not revived;
 * - marked paid by the artist by hand meanwhile: the payment is recorded, nothing else changes.
 * A payment kept (applied, or recorded beside a hand-marked deposit) sends the client its receipt,
 * once per payment intent (ADR 0086). A redelivered event finds the payment recorded and does
 * nothing more.
 */
export async function applyDepositPayment(payload: Received, correlationId: string): Promise<void> {
  const { accountId, checkoutSessionId } = payload;
  if (!accountId || !checkoutSessionId) return;
  const stripe = await getStripe();
  const session = await stripe.checkout.sessions.retrieve(
    checkoutSessionId,
    { expand: ['total_details.breakdown'] },
    { stripeAccount: accountId },
  );
  const { artistId, bookingId, purpose } = session.metadata ?? {};
  const paymentIntentId = intentIdOf(session);
  // A paid design revision (ADR 0090) takes the same path up to here.
  if (session.mode === 'payment' && purpose === 'revision')
    return applyRevisionPayment(session, accountId, correlationId);
  if (session.mode !== 'payment' || purpose !== 'deposit' || session.payment_status !== 'paid') return;
  if (!artistId || !bookingId || !paymentIntentId) return;
  const db = getDb();
  const { data: artist } = await db.entities.artist.get({ artistId }).go({ consistent: true });
  if (!artist || artist.paymentAccountId !== accountId) {
    logger.warn('deposit paid on an account that is not the artist’s', { artistId, accountId });
    return;
  }

  for (let round = 1; ; round++) {
    const { data: booking } = await db.entities.booking.get({ artistId, bookingId }).go({ consistent: true });
    if (!booking) {
      logger.warn('deposit paid for a booking that is gone', { artistId, bookingId, paymentIntentId });
      return;
    }
    const recorded = booking.depositPayment;
    // Its receipt, once per payment kept (ADR 0086); again here in case a crash came before it.
    const receipt = () =>
      issueDepositReceipt(stripe, {
        session,
        accountId,
        paymentIntentId,
        booking,
        artist,
        correlationId,
        slot: slotViewOf(booking, artist),
      });
    if (recorded?.paymentIntentId === paymentIntentId) return recorded.refundId ? undefined : receipt();
    const now = new Date();
    const at = now.toISOString();
    const payment = {
      accountId,
      paymentIntentId,
      amountCents: session.amount_total ?? booking.depositCents ?? 0,
      paidAt: at,
    };

    if (booking.status === 'canceled' || recorded) {
      // Nothing to pay any more, or already paid: the money goes back, once.
      const refund = await stripe.refunds.create(
        {
          payment_intent: paymentIntentId,
          reason: recorded ? 'duplicate' : 'requested_by_customer',
          metadata: { artistId, bookingId },
        },
        { stripeAccount: accountId, idempotencyKey: `inkslot-deposit-refund-${paymentIntentId}` },
      );
      logger.info('deposit refunded', { artistId, bookingId, paymentIntentId, refundId: refund.id });
      if (!recorded)
        await db.entities.booking
          .patch({ artistId, bookingId })
          .set({ depositPayment: { ...payment, refundId: refund.id, refundedAt: at }, updatedAt: at })
          .where(({ depositPayment }, { notExists }) => notExists(depositPayment))
          .go()
          .catch(ignoreConditionFailed);
      return;
    }

    if (booking.paymentState !== 'WAITING-FOR-DEPOSIT') {
      // Marked paid by hand before the webhook came: keep the payment's trace (and the client's receipt).
      await db.entities.booking
        .patch({ artistId, bookingId })
        .set({ depositPayment: payment, updatedAt: at })
        .where(({ depositPayment }, { notExists }) => notExists(depositPayment))
        .go()
        .catch(ignoreConditionFailed);
      return receipt();
    }

    const entry: HistoryEntry = { at, action: 'payment-updated', by: 'client', paymentState: 'DEPOSIT-PAID' };
    const event = outboxItem(
      paymentUpdated,
      {
        ...eventSubjectOf({ ...booking, requestId: bookingId }, artist),
        bookingId,
        previousState: booking.paymentState,
        paymentState: 'DEPOSIT-PAID',
        slot: slotViewOf(booking, artist),
        ...eventMoneyOf(booking),
        paidOnline: true,
      },
      { correlationId, now },
    );
    const result = await db.transaction
      .write(({ booking: bookings, outboxEvent }) => [
        bookings
          .patch({ artistId, bookingId })
          .set({ paymentState: 'DEPOSIT-PAID', depositPayment: payment, updatedAt: at })
          .append({ history: [entry] })
          .where(
            ({ status, paymentState, depositPayment }, { eq, notExists }) =>
              `${eq(status, 'confirmed')} AND ${eq(paymentState, 'WAITING-FOR-DEPOSIT')} AND ${notExists(depositPayment)}`,
          )
          .commit(),
        outboxEvent.create(event).commit(),
      ])
      .go();
    if (!result.canceled) return receipt();
    if (round >= ROUNDS) throw new Error(`deposit payment not applied: ${artistId}/${bookingId}`);
  }
}

function ignoreConditionFailed(error: { cause?: { name?: string } }) {
  if (error.cause?.name !== 'ConditionalCheckFailedException') throw error;
}
