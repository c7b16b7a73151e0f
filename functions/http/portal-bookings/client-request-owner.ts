import { getDb } from '#functions/lib/db.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { RequestItem } from '#shared/db/entities/booking-request.ts';

/** The artist of this client's request, from the client index (`gsi2`), or undefined. */
export async function artistOfClientRequest(email: string, requestId: string): Promise<string | undefined> {
  const { data } = await getDb()
    .entities.bookingRequest.query.byClient({ clientEmail: email })
    .where((attributes, { eq }) => eq(attributes.requestId, requestId))
    .go({ pages: 'all', attributes: ['artistId', 'requestId', 'clientEmail'] });
  return data.find((item) => item.requestId === requestId && item.clientEmail === email)?.artistId;
}

/**
 * The client's request as it stands now (a strongly consistent read): 404 when it is not theirs or
 * no longer there, so a client never learns of another's request.
 */
export async function readClientRequest(
  artistId: string,
  email: string,
  requestId: string,
): Promise<RequestItem> {
  const { data: request } = await getDb()
    .entities.bookingRequest.get({ artistId, requestId })
    .go({ consistent: true });
  // A deleted artist's request stays in the client's history, read-only (ADR 0055).
  if (!request || request.clientEmail !== email || request.formerArtist) throw new ApiError(404, 'not_found');
  return request;
}
