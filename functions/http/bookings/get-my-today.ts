import { scheduleZone } from '#functions/lib/artist-schedule.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { bookingViewOf } from '#functions/lib/lifecycle/artist-views.ts';
import { ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { bookingRoutes } from '#shared/api/routes/bookings.ts';
import { requestUsage } from '#shared/domain/booking/reservation-rules.ts';
import { addDays } from '#shared/domain/booking/slot-window.ts';
import { localDate } from '#shared/domain/local-time.ts';
import { parseSlotId } from '#shared/domain/slots/slot-id.ts';
import { setupChecklist, weekRevenue } from '#shared/domain/today.ts';

/**
 * The artist's Today (`/app`) in one answer: three reads side by side (the page collection for the
 * checklist, the bookings around today, the requests), then what the appointments' views point at. Pure rules in
 * shared/domain/today.ts.
 */
export const handler = httpHandler(bookingRoutes.getMyToday, async ({ caller }) => {
  const { artistId } = requireArtist(caller);
  const db = getDb();
  // This week and tomorrow, whatever the artist's zone: ten days either side of today in UTC, read
  // by slot start (ADR 0037), not the artist's whole history.
  const utcToday = new Date().toISOString().slice(0, 10);
  const [page, bookings, requests] = await Promise.all([
    db.collections.artistPage({ artistId }).go({ pages: 'all' }),
    db.entities.booking.query
      .byStart({ artistId })
      .between({ slotStart: addDays(utcToday, -10) }, { slotStart: addDays(utcToday, 10) })
      .go({ pages: 'all' }),
    db.entities.bookingRequest.query.byArtist({ artistId }).go({ pages: 'all' }),
  ]);
  const artist = page.data.artist[0];
  const zone = scheduleZone(artist ?? {});
  const now = new Date();
  const today = localDate(now, zone);
  const tomorrow = addDays(today, 1);
  const dayOf = (slotId: string) => parseSlotId(slotId)?.localDate ?? '';

  const upcoming = bookings.data
    .filter((booking) => booking.status === 'confirmed' && booking.slotEnd > now.toISOString())
    .filter((booking) => [today, tomorrow].includes(dayOf(booking.slotId)))
    .sort((a, b) => a.slotStart.localeCompare(b.slotStart));
  const { refs, artist: account } = await ownRefs(artistId, upcoming);
  const pending = requests.data
    .filter((request) => request.status === 'pending')
    .map((request) => request.createdAt)
    .sort();

  return {
    timezone: zone,
    today,
    appointments: upcoming.map((booking) => bookingViewOf(booking, refs, now)),
    pending: { count: pending.length, ...(pending[0] && { oldestCreatedAt: pending[0] }) },
    weekRevenue: weekRevenue(
      bookings.data.map((booking) => ({ ...booking, localDate: dayOf(booking.slotId) })),
      today,
    ),
    checklist: setupChecklist({
      avatarImageId: account.avatarImageId,
      bio: account.bio,
      flashCount: page.data.flash.length,
      availabilityCount: page.data.availability.length,
      setupSteps: account.setupSteps,
    }),
    requestLimit: requestUsage(account),
  };
});
