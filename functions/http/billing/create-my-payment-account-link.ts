import { paymentAccountOf } from '#functions/lib/billing/payment-account.ts';
import { getStripe } from '#functions/lib/billing/stripe-client.ts';
import { getDb } from '#functions/lib/db.ts';
import { env } from '#functions/lib/env.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { billingRoutes } from '#shared/api/routes/billing.ts';

const SETTINGS = '/app/settings/bookings';

/**
 * `POST /me/payments/account/link`: Stripe's hosted onboarding for the artist's own account
 * (created once, ADR 0057); the browser goes to its single-use `url`, and comes back to the
 * booking settings (`?payments=done`, or `?payments=retry` when the link had expired).
 */
export const handler = httpHandler(billingRoutes.createMyPaymentAccountLink, async ({ caller }) => {
  const { artistId } = requireArtist(caller);
  const { data: artist } = await getDb().entities.artist.get({ artistId }).go({ consistent: true });
  if (!artist) throw new ApiError(404, 'not_found');
  const stripe = await getStripe();
  const account = await paymentAccountOf(stripe, artist);
  const link = await stripe.v2.core.accountLinks.create({
    account,
    use_case: {
      type: 'account_onboarding',
      account_onboarding: {
        collection_options: { fields: 'currently_due' },
        refresh_url: `${env.appUrl}${SETTINGS}?payments=retry`,
        return_url: `${env.appUrl}${SETTINGS}?payments=done`,
      },
    },
  });
  return { url: link.url };
});
