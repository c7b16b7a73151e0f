import { availabilityDeleted } from '#events/definitions/booking.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { availabilityRoutes } from '#shared/api/routes/availability.ts';

/**
 * Removes one of the caller's availabilities (404 for anyone else's or an unknown one). Requests
 * already sent keep their held slots. The delete and `availability.deleted` are one transaction.
 */
export const handler = httpHandler(
  availabilityRoutes.deleteMyAvailability,
  async ({ params, caller, correlationId }) => {
    const { artistId } = requireArtist(caller);
    const key = { artistId, availabilityId: params.availabilityId };
    const event = outboxItem(availabilityDeleted, key, { correlationId });
    const result = await getDb()
      .transaction.write(({ availability, outboxEvent }) => [
        availability
          .delete(key)
          .where(({ availabilityId }, { exists }) => exists(availabilityId))
          .commit(),
        outboxEvent.create(event).commit(),
      ])
      .go();
    if (result.canceled) throw new ApiError(404, 'not_found');
    return { availabilityId: params.availabilityId };
  },
);
