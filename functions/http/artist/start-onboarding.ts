import { artistOnboarded } from '#events/definitions/onboarding.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { onboardingRoutes } from '#shared/api/routes/onboarding.ts';
import { newArtistProfile } from '#shared/domain/artist-profile.ts';
import { canRefer } from '#shared/domain/billing/referral.ts';
import { requestUsage } from '#shared/domain/booking/reservation-rules.ts';

/**
 * The artist whose referral link was followed, if they may refer (a paid plan) and are not the
 * newcomer: else none, silently (a stale or mistyped link never blocks an onboarding; ADR 0047).
 */
async function eligibleReferrer(pseudo: string, artistId: string): Promise<string | undefined> {
  const db = getDb();
  const { data: claim } = await db.entities.pseudoClaim.get({ pseudo: pseudo.toLowerCase() }).go();
  if (!claim || claim.artistId === artistId) return undefined;
  const { data: referrer } = await db.entities.artist
    .get({ artistId: claim.artistId })
    .go({ attributes: ['plan', 'stripeCustomerId'] });
  return referrer && canRefer(referrer) ? claim.artistId : undefined;
}

/**
 * The first onboarding step: claims the pseudo, creates the profile and records `artist.onboarded`,
 * all in one transaction; through a referral link, also who invited the artist (ADR 0047). Two artists racing for one pseudo: exactly one claim succeeds. A retry of a
 * step that already succeeded answers the same profile (idempotent).
 */
export const handler = httpHandler(
  onboardingRoutes.startOnboarding,
  async ({ body, caller, locale, correlationId }) => {
    const { artistId, email } = requireArtist(caller);
    const db = getDb();
    const { referrer: referrerPseudo, ...fields } = body;
    const profile = newArtistProfile({ artistId, email, ...fields, locale: fields.locale ?? locale });
    const event = outboxItem(artistOnboarded, profile, { correlationId });
    const referrerId = referrerPseudo ? await eligibleReferrer(referrerPseudo, artistId) : undefined;

    const result = await db.transaction
      .write(({ pseudoClaim, artist, outboxEvent, referral }) => [
        // Free, or held by a deleted account whose 30 days are over (ADR 0055): the claim is replaced.
        pseudoClaim
          .put({ pseudo: profile.pseudo, artistId })
          .where(
            ({ pseudo, expiresAt }, { notExists, lte }) =>
              `${notExists(pseudo)} OR ${lte(expiresAt, Math.floor(Date.now() / 1000))}`,
          )
          .commit(),
        artist.create({ ...profile, ...(referrerId && { referredBy: referrerId }) }).commit(),
        outboxEvent.create(event).commit(),
        ...(referrerId
          ? [
              referral
                .create({ referrerId, referredArtistId: artistId, joinedAt: new Date().toISOString() })
                .commit(),
            ]
          : []),
      ])
      .go();
    if (!result.canceled) return { ...profile, requestLimit: requestUsage(profile) };

    const existing = (await db.entities.artist.get({ artistId }).go()).data;
    if (existing?.pseudo === profile.pseudo) return { ...existing, requestLimit: requestUsage(existing) };
    if (existing) throw new ApiError(409, 'already_onboarded');
    throw new ApiError(409, 'pseudo_taken', [{ path: 'pseudo', key: 'errors.pseudo_taken' }]);
  },
);
