import { paymentAccountState } from '#functions/lib/billing/payment-account.ts';
import { getStripe } from '#functions/lib/billing/stripe-client.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { billingRoutes } from '#shared/api/routes/billing.ts';

/**
 * `GET /me/payments/account`: whether the artist's deposits can be paid online (ADR 0057): no
 * account yet, onboarding not finished (Stripe is asked again), or taking card payments.
 */
export const handler = httpHandler(billingRoutes.getMyPaymentAccount, async ({ caller }) => {
  const { artistId } = requireArtist(caller);
  const { data: artist } = await getDb().entities.artist.get({ artistId }).go({ consistent: true });
  if (!artist) throw new ApiError(404, 'not_found');
  return paymentAccountState(getStripe, artist);
});
