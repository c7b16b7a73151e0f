import { getDb } from '#functions/lib/db.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import type { RequestItem } from '#shared/db/entities/booking-request.ts';
import type { DesignVersionItem } from '#shared/db/entities/design-version.ts';
import { readVersions } from './design-items.ts';

/** What a design is shared on: an upcoming booking, or a pending custom request (not yet a booking). */
export type DesignSubject =
  | { on: 'booking'; item: BookingItem; live: boolean }
  | { on: 'request'; item: RequestItem; live: boolean };

/**
 * The artist's booking or request of this id (a booking keeps its request's id, so it wins), read
 * consistently and keyed by the artist: another artist's is not found (404). `live`: a design may be
 * shared or answered on it now (a confirmed booking not over, or a pending custom request).
 */
export async function designSubject(artistId: string, requestId: string, now: Date): Promise<DesignSubject> {
  const db = getDb();
  const [{ data: booking }, { data: request }] = await Promise.all([
    db.entities.booking.get({ artistId, bookingId: requestId }).go({ consistent: true }),
    db.entities.bookingRequest.get({ artistId, requestId }).go({ consistent: true }),
  ]);
  if (booking) {
    const live = booking.status === 'confirmed' && Date.parse(booking.slotEnd) > now.getTime();
    return { on: 'booking', item: booking, live };
  }
  if (request) {
    const live = request.status === 'pending' && request.projectType === 'custom';
    return { on: 'request', item: request, live };
  }
  throw new ApiError(404, 'not_found');
}

/**
 * The versions of a design shared with this client (by the portal session's email, through `gsi2`,
 * then read consistently from the artist's partition and checked again): 404 when there are none,
 * so a client never learns of another's design.
 */
export async function clientDesign(
  email: string,
  requestId: string,
): Promise<{ artistId: string; versions: DesignVersionItem[] }> {
  const { data: found } = await getDb()
    .entities.designVersion.query.byClient({ clientEmail: email, requestId })
    .go({ attributes: ['artistId', 'requestId', 'clientEmail'] });
  const artistId = found.find((item) => item.requestId === requestId && item.clientEmail === email)?.artistId;
  if (!artistId) throw new ApiError(404, 'not_found');
  const versions = (await readVersions(artistId, requestId)).filter((v) => v.clientEmail === email);
  if (versions.length === 0) throw new ApiError(404, 'not_found');
  return { artistId, versions };
}
