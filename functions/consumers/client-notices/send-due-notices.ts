import type { Context, ScheduledEvent } from 'aws-lambda';
import { bookingNoticeDispatched } from '#events/definitions/lifecycle.ts';
import { outboxItem } from '#events/outbox.ts';
import { consentStillToSign } from '#functions/lib/consent/consent-forms.ts';
import { getDb } from '#functions/lib/db.ts';
import { approvedDesignOf } from '#functions/lib/designs/design-items.ts';
import { eachDueByHour } from '#functions/lib/due-by-hour.ts';
import { loadArtistRefs } from '#functions/lib/lifecycle/artist-refs.ts';
import { eventLocationOf, eventMoneyOf, eventSubjectOf } from '#functions/lib/lifecycle/event-parts.ts';
import { slotViewOf } from '#functions/lib/lifecycle/item-views.ts';
import { logger } from '#functions/lib/logger.ts';
import type { ClientNoticeItem } from '#shared/db/entities/client-notice.ts';
import { acceptedPolicy, movesLeft, refundableUntil } from '#shared/domain/billing/deposit-policy.ts';
import { isReminder, noticeStillUseful } from '#shared/domain/booking/client-notices.ts';
import { touchUpState } from '#shared/domain/booking/touch-up.ts';
import { balanceDueCents } from '#shared/domain/lifecycle/payment-state.ts';

/** How far back the job looks: a reminder a day late is no reminder any more. */
const LOOK_BACK_HOURS = 24;

/**
 * The reminders and aftercare emails (issue 14, item 4), every 15 minutes: the notices that fell
 * due by the scheduled time and are not done, read hour by hour. Each booking is read again: one
 * still confirmed on the slot the notice was planned for gets it, through ONE transaction that marks
 * the notice done (only if it was not: a job that fires twice, or two runs at once, send it once)
 * and records `booking.notice-dispatched` in the outbox (the email consumer writes it in the client's
 * language, in the artist's wording). A notice of a booking cancelled or moved meanwhile, or a
 * reminder whose appointment started, is marked skipped. A failure leaves it for the next run.
 */
export const handler = async (
  event: Pick<ScheduledEvent, 'time' | 'id'>,
  _context?: Context,
): Promise<{ due: number; sent: number }> => {
  const now = new Date(event.time);
  const db = getDb();
  const { due, sent } = await eachDueByHour(now, LOOK_BACK_HOURS, {
    read: async (dueHour, before) =>
      (
        await db.entities.clientNotice.query
          .byHour({ dueHour })
          .lt({ dueAt: before })
          .where(({ doneAt }, { notExists }) => notExists(doneAt))
          .go({ pages: 'all' })
      ).data,
    act: (item) => sendNotice(item, now, event.id),
    failed: (item, error) =>
      logger.warn('client notice not sent, next run retries', {
        bookingId: item.bookingId,
        notice: item.notice,
        error,
      }),
  });
  logger.info('client notices', { time: event.time, due, sent });
  return { due, sent };
};

/** Marks a notice done, with the email's event if one is to be sent; false if another run did it. */
async function markDone(item: ClientNoticeItem, now: Date, event?: ReturnType<typeof outboxItem>) {
  const { canceled } = await getDb()
    .transaction.write(({ clientNotice, outboxEvent }) => [
      clientNotice
        .patch(item)
        .set({ doneAt: now.toISOString(), outcome: event ? 'sent' : 'skipped' })
        .where(({ doneAt }, { notExists }) => notExists(doneAt))
        .commit(),
      ...(event ? [outboxEvent.create(event).commit()] : []),
    ])
    .go();
  return !canceled;
}

async function sendNotice(item: ClientNoticeItem, now: Date, runId: string): Promise<boolean> {
  const { data: booking } = await getDb()
    .entities.booking.get({ artistId: item.artistId, bookingId: item.bookingId })
    .go({ consistent: true });
  const current =
    booking?.status === 'confirmed' &&
    !booking.formerArtist &&
    booking.slotStart === item.slotStart &&
    noticeStillUseful(item.notice, booking.slotStart, now);
  const refs = current ? await loadArtistRefs([booking]) : undefined;
  const artist = refs?.artist(item.artistId);
  const policy = booking && artist ? acceptedPolicy(booking, artist) : undefined;
  // The touch-up window closing (issue 31): only while the touch-up is still to book.
  const touchUp = booking && policy ? touchUpState(policy, booking, now) : undefined;
  // The healed photo (ADR 0101): only while none was sent yet.
  const pointless =
    (item.notice === 'touchUpClosing' && !touchUp?.open) ||
    (item.notice === 'healedPhoto' && booking?.healedPhotoImageId !== undefined);
  if (!booking || !refs || !artist || !policy || pointless) {
    await markDone(item, now);
    return false;
  }
  // A paid deposit: until when cancelling still gets it back, or that it would not any more.
  const paid = booking.paymentState !== 'WAITING-FOR-DEPOSIT' && booking.depositCents;
  const refundUntil = paid ? refundableUntil(policy, booking) : undefined;
  const refundAhead = refundUntil !== undefined && Date.parse(refundUntil) > now.getTime();
  const location = eventLocationOf(refs.travel(item.artistId, booking.travelId), artist, {
    withAddress: true,
  });
  // A reminder asks for the consent form while it is still to sign (ADR 0088).
  const consentDeadline = isReminder(item.notice) ? await consentStillToSign(booking, now) : undefined;
  const approvedDesign = isReminder(item.notice)
    ? await approvedDesignOf(item.artistId, booking.bookingId)
    : undefined;
  const event = outboxItem(
    bookingNoticeDispatched,
    {
      ...eventSubjectOf({ ...booking, requestId: booking.bookingId }, artist),
      bookingId: booking.bookingId,
      notice: item.notice,
      slot: slotViewOf(booking, artist),
      ...(location && { location }),
      ...eventMoneyOf(booking),
      paymentState: booking.paymentState,
      balanceCents: balanceDueCents(booking),
      movesLeft: movesLeft(policy, booking.clientMoves),
      ...(refundAhead && { refundUntil }),
      ...(paid && !refundAhead && { depositKept: true as const }),
      ...(consentDeadline && { consentDeadline }),
      ...(approvedDesign && { approvedDesign }),
      ...(item.notice === 'touchUpClosing' && touchUp?.until && { touchUpUntil: touchUp.until }),
    },
    { correlationId: `notices:${runId}:${booking.bookingId}:${item.notice}`, now },
  );
  return markDone(item, now, event);
}
