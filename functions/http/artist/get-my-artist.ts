import { billingViewOf } from '#functions/lib/billing/billing-view.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { onboardingRoutes } from '#shared/api/routes/onboarding.ts';
import { REFERRAL } from '#shared/domain/billing/price-table.ts';
import { requestUsage } from '#shared/domain/booking/reservation-rules.ts';

/** The signed-in artist's account and request usage; 404 until onboarding has claimed a pseudo. */
export const handler = httpHandler(onboardingRoutes.getMyArtist, async ({ caller }) => {
  const { artistId } = requireArtist(caller);
  const { data } = await getDb().entities.artist.get({ artistId }).go();
  if (!data) throw new ApiError(404, 'not_found');
  return {
    ...data,
    requestLimit: requestUsage(data),
    billing: billingViewOf(data),
    ...(data.referredBy && { referralDiscountPercent: REFERRAL.discountPercent }),
  };
});
