import { scheduleZone } from '#functions/lib/artist-schedule.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { bookingViewOf } from '#functions/lib/lifecycle/artist-views.ts';
import { ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { bookingRoutes } from '#shared/api/routes/bookings.ts';
import { addDays } from '#shared/domain/booking/slot-window.ts';
import { bookingTab, compareBookings } from '#shared/domain/lifecycle/booking-tab.ts';
import { parseSlotId } from '#shared/domain/slots/slot-id.ts';
import { bookingWindow, lastLocalDay } from './booking-window.ts';

/**
 * The bookings a query can show, read by slot start where it can (`byStart`, gsi1; ADR 0037): a
 * calendar window reads only its days (widened by two days each side, since local days of any time
 * zone and a slot that runs past midnight stay inside), the upcoming tab only what starts from
 * yesterday on (a slot lasts a day at most). The past and canceled tabs read the whole history.
 */
async function readBookings(
  artistId: string,
  window: { from: string; to: string } | undefined,
  tab: string | undefined,
  now: Date,
) {
  const booking = getDb().entities.booking;
  if (window) {
    const { data } = await booking.query
      .byStart({ artistId })
      .between({ slotStart: addDays(window.from, -2) }, { slotStart: addDays(window.to, 2) })
      .go({ pages: 'all' });
    return data;
  }
  if (tab === 'upcoming') {
    const since = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
    const { data } = await booking.query.byStart({ artistId }).gte({ slotStart: since }).go({ pages: 'all' });
    return data;
  }
  const { data } = await booking.query.byArtist({ artistId }).go({ pages: 'all' });
  return data;
}

/**
 * The caller's bookings. The list view asks a tab (upcoming by default: soonest first; past and
 * canceled: latest first). The calendar asks a window of local days (`from`/`to`, at most 62) and
 * gets every booking whose slot overlaps it (one starting the evening before and running past
 * midnight included), cancelled ones included (or only a tab's, if it names
 * one), by start. Two reads: the caller's bookings, then what their views point at.
 */
export const handler = httpHandler(bookingRoutes.listMyBookings, async ({ query, caller }) => {
  const { artistId } = requireArtist(caller);
  const window = bookingWindow(query);
  const tab = query.tab ?? (window ? undefined : 'upcoming');
  const now = new Date();
  const bookings = await readBookings(artistId, window, tab, now);
  // A slot lasts a day at most: one that starts the day before the window may run into it.
  const earliestStart = window && addDays(window.from, -1);
  const candidates = bookings.filter((booking) => {
    if (tab !== undefined && bookingTab(booking, now) !== tab) return false;
    if (!window || !earliestStart) return true;
    const day = parseSlotId(booking.slotId)?.localDate ?? '';
    return day >= earliestStart && day <= window.to;
  });
  const { refs, artist } = await ownRefs(artistId, candidates);
  const zone = scheduleZone(artist);
  const shown = window
    ? candidates.filter((booking) => lastLocalDay(booking.slotEnd, zone) >= window.from)
    : candidates;
  const views = shown.map((booking) => bookingViewOf(booking, refs, now));
  views.sort((a, b) =>
    window
      ? a.slot.start.localeCompare(b.slot.start)
      : compareBookings({ tab: a.tab, slotStart: a.slot.start }, { tab: b.tab, slotStart: b.slot.start }),
  );
  return { bookings: views, timezone: zone };
});
