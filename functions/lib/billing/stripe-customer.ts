import type Stripe from 'stripe';
import { getDb } from '#functions/lib/db.ts';

/**
 * The artist's Stripe customer, created once (issue 12): the stored id, else a new customer with
 * an idempotency key of the artist (two checkouts at once create one), stored only if none was
 * stored meanwhile (then the stored one wins).
 */
export async function customerOf(
  stripe: Stripe,
  artist: {
    artistId: string;
    email: string;
    displayName?: string | undefined;
    stripeCustomerId?: string | undefined;
  },
): Promise<string> {
  if (artist.stripeCustomerId) return artist.stripeCustomerId;
  const customer = await stripe.customers.create(
    {
      email: artist.email,
      ...(artist.displayName && { name: artist.displayName }),
      metadata: { artistId: artist.artistId },
    },
    { idempotencyKey: `inkslot-customer-${artist.artistId}` },
  );
  const db = getDb();
  const stored = await db.entities.artist
    .patch({ artistId: artist.artistId })
    .set({ stripeCustomerId: customer.id })
    .where(({ stripeCustomerId }, { notExists }) => notExists(stripeCustomerId))
    .go()
    .then(() => true)
    .catch((error: { cause?: { name?: string } }) => {
      if (error.cause?.name === 'ConditionalCheckFailedException') return false;
      throw error;
    });
  if (stored) return customer.id;
  const { data } = await db.entities.artist.get({ artistId: artist.artistId }).go({ consistent: true });
  return data?.stripeCustomerId ?? customer.id;
}
