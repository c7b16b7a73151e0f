import { routes } from '../../../shared/api/routes.ts';
import { addDays } from '../../../shared/domain/booking/slot-window.ts';
import { bookingTab, compareBookings } from '../../../shared/domain/lifecycle/booking-tab.ts';
import { parseSlotId } from '../../../shared/domain/slots/slot-id.ts';
import { scheduleZone } from '../../lib/artist-schedule.ts';
import { getDb } from '../../lib/db.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { bookingViewOf } from '../../lib/lifecycle/artist-views.ts';
import { ownRefs } from '../../lib/lifecycle/owned-items.ts';
import { requireArtist } from '../../lib/require-artist.ts';
import { bookingWindow, lastLocalDay } from './booking-window.ts';

/**
 * The caller's bookings. The list view asks a tab (upcoming by default: soonest first; past and
 * canceled: latest first). The calendar asks a window of local days (`from`/`to`, at most 62) and
 * gets every booking whose slot overlaps it (one starting the evening before and running past
 * midnight included), cancelled ones included (or only a tab's, if it names
 * one), by start. Two reads: the caller's bookings, then what their views point at.
 */
export const handler = httpHandler(routes.listMyBookings, async ({ query, caller }) => {
  const { artistId } = requireArtist(caller);
  const window = bookingWindow(query);
  const tab = query.tab ?? (window ? undefined : 'upcoming');
  const { data: bookings } = await getDb().entities.booking.query.byArtist({ artistId }).go({ pages: 'all' });
  const now = new Date();
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
