import { scheduleZone } from '#functions/lib/artist-schedule.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import type { CalendarBooking } from '#shared/api/contracts/bookings.ts';
import { bookingRoutes } from '#shared/api/routes/bookings.ts';
import { addDays } from '#shared/domain/booking/slot-window.ts';
import { bookingTab } from '#shared/domain/lifecycle/booking-tab.ts';
import { parseSlotId } from '#shared/domain/slots/slot-id.ts';
import { bookingWindow, lastLocalDay } from './booking-window.ts';

/** What the calendar shows of a booking, and no more: DynamoDB returns only these (ADR 0103). */
const CALENDAR_ATTRIBUTES = [
  'artistId',
  'bookingId',
  'status',
  'slotId',
  'slotStart',
  'slotEnd',
  'projectType',
  'flashId',
  'clientFirstName',
  'clientLastName',
  'touchUpOf',
] as const;

/**
 * `GET /me/calendar?from&to`: every booking whose slot overlaps the window of the artist's local
 * days (one starting the evening before and running past midnight included), cancelled ones
 * included, by start. One read by slot start (`byStart`, gsi1; ADR 0037), widened by two days each
 * side since local days of any time zone stay inside, of the attributes a chip shows; then the
 * artist (its zone) and the flashes' titles.
 */
export const handler = httpHandler(bookingRoutes.listMyCalendar, async ({ query, caller }) => {
  const { artistId } = requireArtist(caller);
  const window = bookingWindow(query);
  const now = new Date();
  const { data } = await getDb()
    .entities.booking.query.byStart({ artistId })
    .between({ slotStart: addDays(window.from, -2) }, { slotStart: addDays(window.to, 2) })
    .go({ pages: 'all', attributes: [...CALENDAR_ATTRIBUTES] });
  // A slot lasts a day at most: one that starts the day before the window may run into it.
  const earliestStart = addDays(window.from, -1);
  const candidates = data.filter((booking) => {
    const day = parseSlotId(booking.slotId)?.localDate ?? '';
    return day >= earliestStart && day <= window.to;
  });
  const { refs, artist } = await ownRefs(
    artistId,
    candidates.map(({ flashId }) => ({ artistId, flashId })),
  );
  const zone = scheduleZone(artist);
  const bookings = candidates
    .filter((booking) => lastLocalDay(booking.slotEnd, zone) >= window.from)
    .sort((a, b) => a.slotStart.localeCompare(b.slotStart))
    .map((booking): CalendarBooking => {
      const flash = refs.flash(artistId, booking.flashId);
      return {
        bookingId: booking.bookingId,
        tab: bookingTab(booking, now),
        project: { projectType: booking.projectType, ...(flash && { flash: { title: flash.title } }) },
        client: { firstName: booking.clientFirstName, lastName: booking.clientLastName },
        slot: { start: booking.slotStart, end: booking.slotEnd },
        ...(booking.touchUpOf && {
          touchUpOf: { bookingId: booking.touchUpOf.bookingId, start: booking.touchUpOf.slotStart },
        }),
      };
    });
  return { bookings, timezone: zone };
});
