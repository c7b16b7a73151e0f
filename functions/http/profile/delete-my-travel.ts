import { travelDeleted } from '#events/definitions/profile.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { profileRoutes } from '#shared/api/routes/profile.ts';

/**
 * Deletes a travel of the caller's: 404 for anyone else's or one already gone. The delete (on the
 * condition that it exists) and `travel.deleted` are one transaction.
 */
export const handler = httpHandler(
  profileRoutes.deleteMyTravel,
  async ({ params, caller, correlationId }) => {
    const { artistId } = requireArtist(caller);
    const { travelId } = params;
    const event = outboxItem(travelDeleted, { artistId, travelId }, { correlationId });
    const result = await getDb()
      .transaction.write(({ travel: travels, outboxEvent }) => [
        travels
          .delete({ artistId, travelId })
          .where(({ travelId: id }, { exists }) => exists(id))
          .commit(),
        outboxEvent.create(event).commit(),
      ])
      .go();
    if (result.canceled) throw new ApiError(404, 'not_found');
    return { travelId };
  },
);
