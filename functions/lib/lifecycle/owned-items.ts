import { getDb } from '#functions/lib/db.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { ArtistItem } from '#shared/db/entities/artist.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import type { RequestItem } from '#shared/db/entities/booking-request.ts';
import { type ArtistRefs, loadArtistRefs } from './artist-refs.ts';

/** One of the artist's requests, read consistently; keyed by the artist, so another's is not found. */
export async function loadOwnRequest(artistId: string, requestId: string): Promise<RequestItem> {
  const { data } = await getDb()
    .entities.bookingRequest.get({ artistId, requestId })
    .go({ consistent: true });
  if (!data) throw new ApiError(404, 'not_found');
  return data;
}

/** One of the artist's requests that is still pending: 409 `request_not_pending` once answered or closed. */
export async function loadOwnPendingRequest(artistId: string, requestId: string): Promise<RequestItem> {
  const request = await loadOwnRequest(artistId, requestId);
  if (request.status !== 'pending') throw new ApiError(409, 'request_not_pending');
  return request;
}

/** One of the artist's bookings, read consistently; keyed by the artist, so another's is not found. */
export async function loadOwnBooking(artistId: string, bookingId: string): Promise<BookingItem> {
  const { data } = await getDb().entities.booking.get({ artistId, bookingId }).go({ consistent: true });
  if (!data) throw new ApiError(404, 'not_found');
  return data;
}

/**
 * What the views and events of one artist's requests or bookings need (the artist, the travels,
 * flashes and images they point at: functions/lib/lifecycle/artist-refs.ts), and the artist item
 * (404 when the artist has none: not onboarded).
 */
export async function ownRefs(
  artistId: string,
  items: readonly {
    artistId: string;
    travelId?: string | undefined;
    flashId?: string | undefined;
    referenceImageIds?: string[] | undefined;
  }[],
): Promise<{ refs: ArtistRefs; artist: ArtistItem }> {
  const refs = await loadArtistRefs([{ artistId }, ...items]);
  const artist = refs.artist(artistId);
  if (!artist) throw new ApiError(404, 'not_found');
  return { refs, artist };
}
