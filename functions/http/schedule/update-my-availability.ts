import { availabilityUpdated } from '#events/definitions/booking.ts';
import { outboxItem } from '#events/outbox.ts';
import { myAccount } from '#functions/http/profile/my-account.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { ApiError } from '#shared/api/errors.ts';
import { availabilityRoutes } from '#shared/api/routes/availability.ts';
import { artistToday } from '#shared/domain/public-page.ts';
import {
  availabilityAttributes,
  availabilityState,
  myAvailability,
  refusePastDate,
  toAvailability,
} from './my-availabilities.ts';

/**
 * Replaces one of the caller's availabilities (404 for anyone else's), possibly with the other kind;
 * the change and `availability.updated` are one transaction, on the condition that it still exists.
 */
export const handler = httpHandler(
  availabilityRoutes.updateMyAvailability,
  async ({ params, body, caller, correlationId }) => {
    const artist = await myAccount(caller);
    const { artistId } = artist;
    const current = await myAvailability(artistId, params.availabilityId);
    refusePastDate(body, artistToday(artist.timezone, new Date()));
    const { set, remove } = availabilityAttributes(body);
    const updatedAt = new Date().toISOString();
    const event = outboxItem(availabilityUpdated, availabilityState(artistId, current.availabilityId, body), {
      correlationId,
    });
    const key = { artistId, availabilityId: current.availabilityId };
    const result = await getDb()
      .transaction.write(({ availability, outboxEvent }) => [
        availability
          .patch(key)
          .set({ ...set, updatedAt })
          .remove(remove)
          .commit(),
        outboxEvent.create(event).commit(),
      ])
      .go();
    if (result.canceled) throw new ApiError(404, 'not_found');
    return toAvailability({ ...key, ...set, createdAt: current.createdAt, updatedAt });
  },
);
