import { randomUUID } from 'node:crypto';
import { travelCreated } from '#events/definitions/profile.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { ApiError } from '#shared/api/errors.ts';
import { profileRoutes } from '#shared/api/routes/profile.ts';
import { artistToday } from '#shared/domain/public-page.ts';
import { TRAVELS_MAX, toMyTravel } from '#shared/domain/travels.ts';
import { myAccount } from './my-account.ts';
import { myTravels } from './my-travels.ts';

/** Adds a travel; the travel and `travel.created` are one transaction. At most `TRAVELS_MAX` per artist. */
export const handler = httpHandler(profileRoutes.createMyTravel, async ({ body, caller, correlationId }) => {
  const artist = await myAccount(caller);
  const { artistId } = artist;
  if ((await myTravels(artistId)).length >= TRAVELS_MAX) throw new ApiError(409, 'travel_limit_reached');
  const now = new Date().toISOString();
  const travel = { artistId, travelId: randomUUID(), ...body, createdAt: now, updatedAt: now };
  const event = outboxItem(
    travelCreated,
    {
      artistId,
      travelId: travel.travelId,
      startDate: travel.startDate,
      endDate: travel.endDate,
      city: travel.city,
    },
    { correlationId },
  );
  const result = await getDb()
    .transaction.write(({ travel: travels, outboxEvent }) => [
      travels.create(travel).commit(),
      outboxEvent.create(event).commit(),
    ])
    .go();
  if (result.canceled) throw new ApiError(409, 'conflict');
  return toMyTravel(travel, artistToday(artist.timezone, new Date()));
});
