import { scheduleZone } from '#functions/lib/artist-schedule.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { bookingViewOf } from '#functions/lib/lifecycle/artist-views.ts';
import { ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { bookingRoutes } from '#shared/api/routes/bookings.ts';
import { bookingTab, compareBookings } from '#shared/domain/lifecycle/booking-tab.ts';

/**
 * The bookings a tab can show: the upcoming tab reads by slot start (`byStart`, gsi1; ADR 0037) only
 * what starts from yesterday on (a slot lasts a day at most); the past and canceled tabs read the
 * whole history. The calendar reads its window with `GET /me/calendar` (ADR 0103).
 */
async function readBookings(artistId: string, tab: string, now: Date) {
  const booking = getDb().entities.booking;
  if (tab === 'upcoming') {
    const since = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString();
    const { data } = await booking.query.byStart({ artistId }).gte({ slotStart: since }).go({ pages: 'all' });
    return data;
  }
  const { data } = await booking.query.byArtist({ artistId }).go({ pages: 'all' });
  return data;
}

/**
 * The caller's bookings of one tab (upcoming by default: soonest first; past and canceled: latest
 * first). Two reads: the caller's bookings, then what their views point at.
 */
export const handler = httpHandler(bookingRoutes.listMyBookings, async ({ query, caller }) => {
  const { artistId } = requireArtist(caller);
  const tab = query.tab ?? 'upcoming';
  const now = new Date();
  const bookings = (await readBookings(artistId, tab, now)).filter(
    (booking) => bookingTab(booking, now) === tab,
  );
  const { refs, artist } = await ownRefs(artistId, bookings);
  const views = bookings.map((booking) => bookingViewOf(booking, refs, now));
  views.sort((a, b) =>
    compareBookings({ tab: a.tab, slotStart: a.slot.start }, { tab: b.tab, slotStart: b.slot.start }),
  );
  return { bookings: views, timezone: scheduleZone(artist) };
});
