import { consentStatusesOf } from '#functions/lib/consent/consent-statuses.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { loadArtistRefs } from '#functions/lib/lifecycle/artist-refs.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { portalRoutes } from '#shared/api/routes/portal.ts';
import { compareBookings } from '#shared/domain/lifecycle/booking-tab.ts';
import { offersFor, portalBookingOf } from './portal-views.ts';

/**
 * `GET /portal/bookings`: the caller's bookings across every artist — one query of the client index
 * (`gsi2`, keyed by the session's email), then what they name in batch gets. Upcoming soonest first,
 * then past and cancelled latest first; `tab` is read from the slot's end now. A project's session
 * says where its project stands, from the same list (ADR 0093).
 */
export const handler = httpHandler(portalRoutes.listPortalBookings, async ({ caller }) => {
  const { email } = requireClient(caller);
  const { data } = await getDb().entities.booking.query.byClient({ clientEmail: email }).go({ pages: 'all' });
  const bookings = data.filter((booking) => booking.clientEmail === email);
  const now = new Date();
  const [refs, offers, consents] = await Promise.all([
    loadArtistRefs(bookings),
    offersFor(bookings),
    consentStatusesOf(bookings, now),
  ]);
  const views = bookings.flatMap((booking) => {
    const view = portalBookingOf(booking, refs, now, offers, bookings);
    const consent = consents.get(booking.bookingId);
    if (!view || !consent || consent.status === 'notSent') return view ?? [];
    return {
      ...view,
      consent: { status: consent.status, ...(consent.deadline && { deadline: consent.deadline }) },
    };
  });
  return {
    bookings: views.sort((a, b) =>
      compareBookings({ tab: a.tab, slotStart: a.slot.start }, { tab: b.tab, slotStart: b.slot.start }),
    ),
  };
});
