import { referralCoupon } from '#functions/lib/billing/referral-coupon.ts';
import { getStripe } from '#functions/lib/billing/stripe-client.ts';
import { customerOf } from '#functions/lib/billing/stripe-customer.ts';
import { getDb } from '#functions/lib/db.ts';
import { env } from '#functions/lib/env.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { billingRoutes } from '#shared/api/routes/billing.ts';
import { STRIPE_PRICE_LOOKUP_KEYS } from '#shared/domain/billing/price-table.ts';

/**
 * `POST /me/billing/checkout {interval}`: a Stripe Checkout session in subscription mode for Pro,
 * monthly or yearly (the price found by its lookup key), for the artist's customer (created once),
 * in their language, with the referral coupon for an artist who was invited (ADR 0047); the browser
 * goes to its `url`. Back on the confirmation page, the plan turns Pro
 * when the webhook has been applied, not on the redirect (ADR 0045). Already Pro: 409.
 */
export const handler = httpHandler(billingRoutes.createMyCheckout, async ({ body, caller }) => {
  const { artistId } = requireArtist(caller);
  const { data: artist } = await getDb().entities.artist.get({ artistId }).go({ consistent: true });
  if (!artist) throw new ApiError(404, 'not_found');
  if (artist.plan === 'pro' && artist.subscriptionStatus !== 'canceled')
    throw new ApiError(409, 'already_pro');
  const stripe = await getStripe();
  const customer = await customerOf(stripe, artist);
  const lookupKey = STRIPE_PRICE_LOOKUP_KEYS[body.interval];
  const { data: prices } = await stripe.prices.list({ lookup_keys: [lookupKey], active: true });
  const price = prices[0];
  if (!price) throw new Error(`no active Stripe price with the lookup key ${lookupKey}`);
  // Signed up through a referral link: Pro 10 % off, with the coupon (ADR 0047).
  const discounts = artist.referredBy ? [{ coupon: await referralCoupon(stripe) }] : undefined;
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    ...(discounts && { discounts }),
    customer,
    client_reference_id: artistId,
    line_items: [{ price: price.id, quantity: 1 }],
    subscription_data: { metadata: { artistId } },
    locale: artist.locale,
    success_url: `${env.appUrl}/app/settings/plan/confirmation?session={CHECKOUT_SESSION_ID}`,
    cancel_url: `${env.appUrl}/app/settings/plan`,
  });
  if (!session.url) throw new Error('Stripe gave the checkout session no URL');
  return { url: session.url };
});
