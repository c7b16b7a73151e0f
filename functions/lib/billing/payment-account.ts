import type Stripe from 'stripe';
import { getDb } from '#functions/lib/db.ts';
import { env } from '#functions/lib/env.ts';
import type { PaymentAccount } from '#shared/api/contracts/billing.ts';
import type { ArtistItem } from '#shared/db/entities/artist.ts';
import { artistCurrency } from '#shared/domain/money.ts';

/** Whether a v2 account takes card payments: its merchant configuration's capability is active. */
function takesCardPayments(account: Stripe.V2.Core.Account): boolean {
  return account.configuration?.merchant?.capabilities?.card_payments?.status === 'active';
}

/**
 * The artist's connected account (Accounts v2, ADR 0057), created once: the stored id, else a new
 * account (an idempotency key of the artist: two clicks create one), stored only if none was stored
 * meanwhile (then the stored one wins). The artist is the merchant of record: full Stripe dashboard,
 * Stripe collects fees and losses from them, card payments requested.
 */
export async function paymentAccountOf(stripe: Stripe, artist: ArtistItem): Promise<string> {
  if (artist.paymentAccountId) return artist.paymentAccountId;
  const country = artist.residency?.country?.toLowerCase();
  const account = await stripe.v2.core.accounts.create(
    {
      contact_email: artist.email,
      display_name: artist.displayName || artist.pseudo,
      dashboard: 'full',
      ...(country && { identity: { country } }),
      configuration: { merchant: { capabilities: { card_payments: { requested: true } } } },
      defaults: {
        currency: artistCurrency(artist).toLowerCase(),
        responsibilities: { fees_collector: 'stripe', losses_collector: 'stripe' },
      },
      metadata: { artistId: artist.artistId },
    } as Stripe.V2.Core.AccountCreateParams,
    { idempotencyKey: `inkslot-account-${artist.artistId}` },
  );
  const db = getDb();
  const stored = await db.entities.artist
    .patch({ artistId: artist.artistId })
    .set({ paymentAccountId: account.id, paymentAccountReady: false })
    .where(({ paymentAccountId }, { notExists }) => notExists(paymentAccountId))
    .go()
    .then(() => true)
    .catch((error: { cause?: { name?: string } }) => {
      if (error.cause?.name === 'ConditionalCheckFailedException') return false;
      throw error;
    });
  if (stored) return account.id;
  const { data } = await db.entities.artist.get({ artistId: artist.artistId }).go({ consistent: true });
  return data?.paymentAccountId ?? account.id;
}

/**
 * The account's state for the settings page: read again from Stripe while onboarding is not done
 * (Stripe's answer is stored once it takes payments, and never undone here: a restricted account
 * makes its checkouts fail loudly, and the client is told to pay the artist directly).
 */
export async function paymentAccountState(
  stripe: () => Promise<Stripe>,
  artist: ArtistItem,
): Promise<PaymentAccount> {
  const feePercent = env.depositFeePercent;
  if (!artist.paymentAccountId) return { status: 'none', feePercent };
  if (artist.paymentAccountReady) return { status: 'ready', feePercent };
  const account = await (await stripe()).v2.core.accounts.retrieve(artist.paymentAccountId, {
    include: ['configuration.merchant'],
  });
  if (!takesCardPayments(account)) return { status: 'pending', feePercent };
  await getDb()
    .entities.artist.patch({ artistId: artist.artistId })
    .set({ paymentAccountReady: true })
    .where(({ paymentAccountId }, { eq }) => eq(paymentAccountId, account.id))
    .go()
    .catch((error: { cause?: { name?: string } }) => {
      if (error.cause?.name !== 'ConditionalCheckFailedException') throw error;
    });
  return { status: 'ready', feePercent };
}

/** The platform's share of a deposit, in cents (0 unless configured, ADR 0057). */
export function depositFeeCents(depositCents: number, feePercent = env.depositFeePercent): number {
  return Math.round((depositCents * feePercent) / 100);
}
