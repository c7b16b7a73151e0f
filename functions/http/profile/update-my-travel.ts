import { travelUpdated } from '#events/definitions/profile.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { ApiError } from '#shared/api/errors.ts';
import { profileRoutes } from '#shared/api/routes/profile.ts';
import { artistToday } from '#shared/domain/public-page.ts';
import { toMyTravel } from '#shared/domain/travels.ts';
import { myAccount } from './my-account.ts';
import { myTravel } from './my-travels.ts';

/**
 * Replaces a travel of the caller's (404 for anyone else's); the change and `travel.updated` are one
 * transaction, on the condition that the travel still exists.
 */
export const handler = httpHandler(
  profileRoutes.updateMyTravel,
  async ({ params, body, caller, correlationId }) => {
    const artist = await myAccount(caller);
    const { artistId } = artist;
    const current = await myTravel(artistId, params.travelId);
    const event = outboxItem(
      travelUpdated,
      {
        artistId,
        travelId: current.travelId,
        startDate: body.startDate,
        endDate: body.endDate,
        city: body.city,
      },
      { correlationId },
    );
    const updatedAt = new Date().toISOString();
    const result = await getDb()
      .transaction.write(({ travel: travels, outboxEvent }) => [
        travels
          .patch({ artistId, travelId: current.travelId })
          .set({ ...body, updatedAt })
          .commit(),
        outboxEvent.create(event).commit(),
      ])
      .go();
    if (result.canceled) throw new ApiError(404, 'not_found');
    const updated = { ...current, ...body, updatedAt };
    return toMyTravel(updated, artistToday(artist.timezone, new Date()));
  },
);
