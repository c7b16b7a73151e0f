import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { announceImageUpload } from '#functions/lib/image-uploads.ts';
import { ApiError } from '#shared/api/errors.ts';
import { bookingRequestRoutes } from '#shared/api/routes/booking-requests.ts';
import { takesRequests } from '#shared/domain/booking/opening.ts';
import { unfinishedImageExpiry } from '#shared/domain/image-variants.ts';

/** Uploads one booking form draft may announce (a request attaches at most 5 of them). */
const REFERENCE_UPLOADS_PER_DRAFT = 10;

/**
 * A client announces a reference image for the request they are writing (no account): a pending
 * `reference` image in the artist's partition and its presigned POST, as for the artist's own uploads.
 * Counted per draft (its idempotency key) under a condition: the 11th is refused (429). The image
 * expires a day later unless a request attaches it. Refused while the artist takes no request.
 */
export const handler = httpHandler(
  bookingRequestRoutes.createReferenceImageUpload,
  async ({ params, body }) => {
    const db = getDb();
    const { data } = await db.entities.artist.query.byPseudo({ pseudo: params.pseudo }).go({ limit: 1 });
    const artist = data[0];
    if (!artist) throw new ApiError(404, 'not_found');
    if (!takesRequests(artist, new Date())) throw new ApiError(409, 'requests_closed');

    const { artistId } = artist;
    const counted = await db.entities.referenceQuota
      .update({ artistId, idempotencyKey: body.idempotencyKey.toLowerCase() })
      .add({ uploads: 1 })
      .set({ expiresAt: unfinishedImageExpiry() })
      .where(
        ({ uploads }, { notExists, lt }) =>
          `(${notExists(uploads)} OR ${lt(uploads, REFERENCE_UPLOADS_PER_DRAFT)})`,
      )
      .go()
      .then(() => true)
      .catch((error: { cause?: { name?: string } }) => {
        if (error.cause?.name === 'ConditionalCheckFailedException') return false;
        throw error;
      });
    if (!counted) throw new ApiError(429, 'reference_upload_limit');
    return announceImageUpload({ artistId, kind: 'reference', contentType: body.contentType });
  },
);
