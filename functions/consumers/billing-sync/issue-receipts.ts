import type Stripe from 'stripe';
import { depositReceiptIssued, proReceiptIssued } from '#events/definitions/receipts.ts';
import { type OutboxItem, outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { env } from '#functions/lib/env.ts';
import { logger } from '#functions/lib/logger.ts';
import type { SlotView } from '#shared/api/contracts/lifecycle-views.ts';
import type { ArtistItem } from '#shared/db/entities/artist.ts';
import type { BookingItem } from '#shared/db/entities/booking.ts';
import type { BillingInterval } from '#shared/domain/billing/price-table.ts';
import {
  depositReceipt,
  invoicePeriod,
  invoiceReceipt,
  invoiceTaxRateIds,
  type StripeChargeLike,
  type StripeTaxRate,
} from '#shared/domain/billing/receipt.ts';

/** The processed marks of receipts: one per Stripe object (invoice, payment intent), kept 400 days. */
const RECEIPTS = 'receipts';
const KEPT_SECONDS = 400 * 24 * 60 * 60;

/**
 * Issues a receipt once per Stripe object (ADR 0086): ONE transaction writes its processed mark
 * (`receipts`, `invoice:<id>` or `deposit:<payment intent id>`) and the receipt's event; a second try
 * (a redelivered webhook, a retried message) finds the mark and writes nothing.
 */
async function issueOnce(effectKey: string, item: () => Promise<OutboxItem | undefined>) {
  const db = getDb();
  const { data: issued } = await db.entities.processedEvent
    .get({ consumer: RECEIPTS, effectKey })
    .go({ consistent: true });
  if (issued) return;
  const event = await item();
  if (!event) return;
  const result = await db.transaction
    .write(({ processedEvent, outboxEvent }) => [
      processedEvent
        .create({
          consumer: RECEIPTS,
          effectKey,
          expiresAt: Math.floor(Date.now() / 1000) + KEPT_SECONDS,
        })
        .commit(),
      outboxEvent.create(event).commit(),
    ])
    .go();
  if (result.canceled && result.data[0]?.code !== 'ConditionalCheckFailed')
    throw new Error(`receipt not issued: ${effectKey}`);
}

/** The charge a payment intent made, on the account it was made on. */
async function chargeOf(
  stripe: Stripe,
  paymentIntentId: string,
  options: Stripe.RequestOptions,
): Promise<StripeChargeLike | undefined> {
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId, {}, options);
  const charge = intent.latest_charge;
  if (!charge) return undefined;
  return typeof charge === 'string' ? stripe.charges.retrieve(charge, {}, options) : charge;
}

/** The charge of an invoice's first payment, if Stripe lists one. */
async function invoiceCharge(stripe: Stripe, invoice: Stripe.Invoice) {
  const payment = invoice.payments?.data.find((item) => item.status === 'paid')?.payment;
  const intent = payment?.payment_intent;
  if (!intent) return undefined;
  return chargeOf(stripe, typeof intent === 'string' ? intent : intent.id, {});
}

/**
 * A paid Pro invoice's receipt to the artist: the invoice read again from Stripe (with its payments),
 * its tax rates read by id, the card of its charge; nothing for an invoice not paid, of no amount, or
 * of another customer.
 */
export async function issueProReceipt(
  stripe: Stripe,
  input: {
    invoiceId: string;
    customerId: string;
    interval: BillingInterval | undefined;
    artist: Pick<ArtistItem, 'artistId' | 'email' | 'locale' | 'displayName'>;
    correlationId: string;
  },
): Promise<void> {
  const { invoiceId, artist } = input;
  await issueOnce(`invoice:${invoiceId}`, async () => {
    const invoice = await stripe.invoices
      .retrieve(invoiceId, { expand: ['payments'] })
      .catch((error: { code?: string }) => {
        // An invoice Stripe does not know (a forged or test event) never gets one: retrying cannot help.
        if (error.code === 'resource_missing') return undefined;
        throw error;
      });
    if (!invoice) {
      logger.warn('no receipt: Stripe knows no such invoice', { invoiceId });
      return undefined;
    }
    const customer = typeof invoice.customer === 'string' ? invoice.customer : invoice.customer?.id;
    if (invoice.status !== 'paid' || invoice.total <= 0 || customer !== input.customerId) {
      logger.info('no receipt for this invoice', { invoiceId, status: invoice.status });
      return undefined;
    }
    const rates = new Map<string, StripeTaxRate>();
    for (const id of invoiceTaxRateIds(invoice)) rates.set(id, await stripe.taxRates.retrieve(id));
    const receipt = invoiceReceipt(invoice, rates, await invoiceCharge(stripe, invoice));
    return outboxItem(
      proReceiptIssued,
      {
        artistId: artist.artistId,
        invoiceId,
        artist: { email: artist.email, locale: artist.locale, displayName: artist.displayName },
        seller: env.seller,
        ...(input.interval && { interval: input.interval }),
        ...invoicePeriod(invoice),
        receipt,
      },
      { correlationId: input.correlationId, now: new Date() },
    );
  });
}

/**
 * A deposit paid online and kept: its receipt to the client, the artist as the seller, with the
 * session's amounts and Stripe's tax lines and the charge's receipt number and card, read on the
 * artist's account.
 */
export async function issueDepositReceipt(
  stripe: Stripe,
  input: {
    session: Stripe.Checkout.Session;
    accountId: string;
    paymentIntentId: string;
    booking: BookingItem;
    slot: SlotView;
    artist: Pick<ArtistItem, 'displayName' | 'pseudo' | 'residency'>;
    correlationId: string;
  },
): Promise<void> {
  const { booking, artist, paymentIntentId, session } = input;
  await issueOnce(`deposit:${paymentIntentId}`, async () => {
    const charge = await chargeOf(stripe, paymentIntentId, { stripeAccount: input.accountId });
    if (!charge) return undefined;
    const residency = artist.residency;
    return outboxItem(
      depositReceiptIssued,
      {
        requestId: booking.bookingId,
        artistId: booking.artistId,
        pseudo: artist.pseudo,
        projectType: booking.projectType,
        bookingId: booking.bookingId,
        paymentIntentId,
        client: { firstName: booking.clientFirstName, email: booking.clientEmail, locale: booking.locale },
        seller: {
          displayName: artist.displayName,
          ...(residency?.shopName && { shopName: residency.shopName }),
          ...(residency?.city && { city: residency.city }),
          ...(residency?.country && { country: residency.country }),
        },
        slot: input.slot,
        receipt: depositReceipt(session, charge),
      },
      { correlationId: input.correlationId, now: new Date() },
    );
  });
}
