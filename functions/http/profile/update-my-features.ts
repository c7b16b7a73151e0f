import { artistFeaturesUpdated } from '#events/definitions/profile.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { ApiError } from '#shared/api/errors.ts';
import { profileRoutes } from '#shared/api/routes/profile.ts';
import { requestUsage } from '#shared/domain/booking/reservation-rules.ts';
import { changedFeatures, featuresOf } from '#shared/domain/features.ts';
import { myAccount } from './my-account.ts';

/**
 * `PATCH /me/features`: switches optional parts on or off (issue 13). The change and
 * `artist.features-updated` are one transaction (the edge cache drops the artist's pages on it);
 * values that do not change write nothing.
 */
export const handler = httpHandler(
  profileRoutes.updateMyFeatures,
  async ({ body, caller, correlationId }) => {
    const artist = await myAccount(caller);
    const current = featuresOf(artist);
    const changed = changedFeatures(current, body);
    const view = (features: typeof current) => ({ ...artist, features, requestLimit: requestUsage(artist) });
    if (Object.keys(changed).length === 0) return view(current);
    const features = { ...current, ...changed };
    const event = outboxItem(
      artistFeaturesUpdated,
      { artistId: artist.artistId, changed },
      { correlationId },
    );
    const result = await getDb()
      .transaction.write(({ artist: artists, outboxEvent }) => [
        artists.patch({ artistId: artist.artistId }).set({ features }).commit(),
        outboxEvent.create(event).commit(),
      ])
      .go();
    if (result.canceled) throw new ApiError(409, 'conflict');
    return view(features);
  },
);
