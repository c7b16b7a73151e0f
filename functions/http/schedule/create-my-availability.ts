import { randomUUID } from 'node:crypto';
import { availabilityCreated } from '#events/definitions/booking.ts';
import { outboxItem } from '#events/outbox.ts';
import { myAccount } from '#functions/http/profile/my-account.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { ApiError } from '#shared/api/errors.ts';
import { availabilityRoutes } from '#shared/api/routes/availability.ts';
import { AVAILABILITIES_MAX } from '#shared/domain/availability/availability-rules.ts';
import { artistToday } from '#shared/domain/public-page.ts';
import {
  availabilityAttributes,
  availabilityState,
  myAvailabilities,
  refusePastDate,
  toAvailability,
} from './my-availabilities.ts';

/**
 * Adds an availability (a recurring rule or a one-time date); the item and `availability.created` are
 * one transaction. A one-time date already past in the artist's zone is refused; at most
 * AVAILABILITIES_MAX per artist.
 */
export const handler = httpHandler(
  availabilityRoutes.createMyAvailability,
  async ({ body, caller, correlationId }) => {
    const artist = await myAccount(caller);
    const { artistId } = artist;
    refusePastDate(body, artistToday(artist.timezone, new Date()));
    if ((await myAvailabilities(artistId)).length >= AVAILABILITIES_MAX) {
      throw new ApiError(409, 'availability_limit_reached');
    }
    const now = new Date().toISOString();
    const availabilityId = randomUUID();
    const item = {
      artistId,
      availabilityId,
      ...availabilityAttributes(body).set,
      createdAt: now,
      updatedAt: now,
    };
    const event = outboxItem(availabilityCreated, availabilityState(artistId, availabilityId, body), {
      correlationId,
    });
    const result = await getDb()
      .transaction.write(({ availability, outboxEvent }) => [
        availability.create(item).commit(),
        outboxEvent.create(event).commit(),
      ])
      .go();
    if (result.canceled) throw new ApiError(409, 'conflict');
    return toAvailability(item);
  },
);
