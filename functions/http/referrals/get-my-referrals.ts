import { getDb } from '#functions/lib/db.ts';
import { env } from '#functions/lib/env.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { batchGet } from '#functions/lib/lifecycle/artist-refs.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { referralRoutes } from '#shared/api/routes/referrals.ts';
import { REFERRAL } from '#shared/domain/billing/price-table.ts';
import { canRefer, referralLink } from '#shared/domain/billing/referral.ts';

/**
 * `GET /me/referrals`: the link (a paid plan only), the artists who signed up through it with
 * whether they pay Pro now, and the credit earned on their payments (ADR 0047). Three reads: the
 * artist, their partition's referrals and credits, then the referred artists in a batch get.
 */
export const handler = httpHandler(referralRoutes.getMyReferrals, async ({ caller }) => {
  const { artistId } = requireArtist(caller);
  const db = getDb();
  const { data: artist } = await db.entities.artist
    .get({ artistId })
    .go({ attributes: ['pseudo', 'plan', 'stripeCustomerId'] });
  if (!artist) throw new ApiError(404, 'not_found');
  const [referrals, credits] = await Promise.all([
    db.entities.referral.query.byReferrer({ referrerId: artistId }).go({ pages: 'all' }),
    db.entities.referralCredit.query.byReferrer({ referrerId: artistId }).go({ pages: 'all' }),
  ]);
  const referred = await batchGet(
    referrals.data.map((referral) => ({ artistId: referral.referredArtistId })),
    (keys) => db.entities.artist.get(keys).go({ attributes: ['artistId', 'displayName', 'pseudo', 'plan'] }),
  );
  const earned: Record<string, number> = {};
  for (const credit of credits.data) {
    const currency = credit.currency.toUpperCase();
    earned[currency] = (earned[currency] ?? 0) + credit.amountCents;
  }
  const eligible = canRefer(artist);
  return {
    eligible,
    ...(eligible && { link: referralLink(env.appUrl, artist.pseudo) }),
    discountPercent: REFERRAL.discountPercent,
    rewardPercent: REFERRAL.rewardPercent,
    referrals: referrals.data
      .flatMap((referral) => {
        const one = referred.find((item) => item.artistId === referral.referredArtistId);
        return one
          ? [
              {
                displayName: one.displayName,
                pseudo: one.pseudo,
                joinedAt: referral.joinedAt,
                pro: one.plan === 'pro',
              },
            ]
          : [];
      })
      .sort((a, b) => b.joinedAt.localeCompare(a.joinedAt)),
    earned,
  };
});
