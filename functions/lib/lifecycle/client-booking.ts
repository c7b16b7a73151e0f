import { getDb } from '#functions/lib/db.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';

/**
 * The client's booking as it stands now (the client index `gsi2` names its artist, then a strongly
 * consistent read): 404 when it is not theirs, gone, or of an artist who deleted their account, so
 * a client never learns of another's booking.
 */
export async function readClientBooking(email: string, bookingId: string): Promise<BookingItem> {
  const db = getDb();
  const { data: found } = await db.entities.booking.query
    .byClient({ clientEmail: email })
    .where((attributes, { eq }) => eq(attributes.bookingId, bookingId))
    .go({ pages: 'all', attributes: ['artistId', 'bookingId', 'clientEmail'] });
  const artistId = found.find((item) => item.bookingId === bookingId && item.clientEmail === email)?.artistId;
  if (!artistId) throw new ApiError(404, 'not_found');
  const { data: booking } = await db.entities.booking.get({ artistId, bookingId }).go({ consistent: true });
  if (!booking || booking.clientEmail !== email || booking.formerArtist) throw new ApiError(404, 'not_found');
  return booking;
}
