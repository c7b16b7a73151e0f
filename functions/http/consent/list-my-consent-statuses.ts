import { consentStatusesOf } from '#functions/lib/consent/consent-statuses.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { consentRoutes } from '#shared/api/routes/consent.ts';

/**
 * `GET /me/consents?bookingIds=a,b`: the consent status of up to 50 of the artist's own bookings (Today,
 * the booking list). Read in the artist's partition only: ids that are not their bookings are left out.
 */
export const handler = httpHandler(consentRoutes.listMyConsentStatuses, async ({ query, caller }) => {
  const { artistId } = requireArtist(caller);
  const keys = [...new Set(query.bookingIds)].map((bookingId) => ({ artistId, bookingId }));
  const { data: bookings } = await getDb()
    .entities.booking.get(keys)
    .go({ attributes: ['artistId', 'bookingId', 'slotStart', 'acceptedAt', 'status'] });
  const statuses = await consentStatusesOf(bookings, new Date());
  return {
    statuses: bookings.map((booking) => {
      const { status, deadline, flagged } = statuses.get(booking.bookingId) ?? {
        status: 'notSent',
        flagged: 0,
      };
      return { bookingId: booking.bookingId, status, ...(deadline && { deadline }), flagged };
    }),
  };
});
