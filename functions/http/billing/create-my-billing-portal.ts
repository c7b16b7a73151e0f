import { getStripe } from '#functions/lib/billing/stripe-client.ts';
import { getDb } from '#functions/lib/db.ts';
import { env } from '#functions/lib/env.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { billingRoutes } from '#shared/api/routes/billing.ts';

/**
 * `POST /me/billing/portal`: Stripe's customer portal for the artist's customer (payment method,
 * invoices, cancel at the period's end), returning to the plan page. No customer yet: 409.
 */
export const handler = httpHandler(billingRoutes.createMyBillingPortal, async ({ caller }) => {
  const { artistId } = requireArtist(caller);
  const { data: artist } = await getDb().entities.artist.get({ artistId }).go({ consistent: true });
  if (!artist) throw new ApiError(404, 'not_found');
  if (!artist.stripeCustomerId) throw new ApiError(409, 'no_billing_account');
  const stripe = await getStripe();
  const portal = await stripe.billingPortal.sessions.create({
    customer: artist.stripeCustomerId,
    // The plan page reads the account again for a moment: the change comes back through the webhook.
    return_url: `${env.appUrl}/app/settings/plan?billing=updated`,
    locale: artist.locale,
  });
  return { url: portal.url };
});
