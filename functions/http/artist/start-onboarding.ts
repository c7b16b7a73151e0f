import { outboxItem } from '../../../events/outbox.ts';
import { artistOnboarded } from '../../../events/registry.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { onboardingRoutes } from '../../../shared/api/routes/onboarding.ts';
import { newArtistProfile } from '../../../shared/domain/artist-profile.ts';
import { requestUsage } from '../../../shared/domain/booking/reservation-rules.ts';
import { getDb } from '../../lib/db.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { requireArtist } from '../../lib/require-artist.ts';

/**
 * The first onboarding step: claims the pseudo, creates the profile and records `artist.onboarded`,
 * all in one transaction. Two artists racing for one pseudo: exactly one claim succeeds. A retry of a
 * step that already succeeded answers the same profile (idempotent).
 */
export const handler = httpHandler(
  onboardingRoutes.startOnboarding,
  async ({ body, caller, locale, correlationId }) => {
    const { artistId, email } = requireArtist(caller);
    const db = getDb();
    const profile = newArtistProfile({ artistId, email, ...body, locale: body.locale ?? locale });
    const event = outboxItem(artistOnboarded, profile, { correlationId });

    const result = await db.transaction
      .write(({ pseudoClaim, artist, outboxEvent }) => [
        pseudoClaim.create({ pseudo: profile.pseudo, artistId }).commit(),
        artist.create(profile).commit(),
        outboxEvent.create(event).commit(),
      ])
      .go();
    if (!result.canceled) return { ...profile, requestLimit: requestUsage(profile) };

    const existing = (await db.entities.artist.get({ artistId }).go()).data;
    if (existing?.pseudo === profile.pseudo) return { ...existing, requestLimit: requestUsage(existing) };
    if (existing) throw new ApiError(409, 'already_onboarded');
    throw new ApiError(409, 'pseudo_taken', [{ path: 'pseudo', key: 'errors.pseudo_taken' }]);
  },
);
