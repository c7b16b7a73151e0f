import * as z from 'zod';
import { defineEvent } from '#events/define-event.ts';
import { eventArtist, eventClient, requestRef, slotSnapshot } from './parts.ts';

/** One tax line exactly as Stripe reported it on the invoice or session (ADR 0086). */
const receiptTax = z.object({
  amountCents: z.number().int(),
  /** Already in the amounts ("incl. VAT"), or added to them. */
  inclusive: z.boolean(),
  name: z.string().min(1).optional(),
  percentage: z.number().min(0).optional(),
  jurisdiction: z.string().min(1).optional(),
});

/** What every receipt carries, read from Stripe when the payment was applied: figures, no secret. */
const receiptFigures = z.object({
  /** Stripe's invoice number, or the charge's receipt number (else its id). */
  number: z.string().min(1),
  paidAt: z.string(),
  /** ISO 4217, upper case. */
  currency: z.string().length(3),
  subtotalCents: z.number().int().min(0),
  /** Taken off the subtotal (the referral coupon), as Stripe reports it. */
  discountCents: z.number().int().min(0),
  totalCents: z.number().int().min(0),
  /** Empty: Stripe reported no tax. */
  taxes: z.array(receiptTax),
  card: z.object({ brand: z.string().min(1), last4: z.string().min(1) }).optional(),
  /** Stripe's hosted invoice or receipt page. */
  url: z.url().optional(),
});

export const proReceiptIssued = defineEvent({
  detailType: 'pro.receipt-issued',
  version: 1,
  description:
    'A Pro invoice was paid (`invoice.paid`, read again from Stripe): the artist gets its receipt in their language, once per invoice (keyed on the invoice id), whatever the redeliveries.',
  payload: z.object({
    artistId: z.string().min(1),
    invoiceId: z.string().min(1),
    artist: eventArtist.extend({ displayName: z.string() }),
    /** Inkslot, as the stage's setting names it (shared/config/seller.ts). */
    seller: z.object({ legalName: z.string().min(1), address: z.string().min(1) }),
    /** What was bought: Pro, its interval, the period paid for. */
    interval: z.enum(['monthly', 'yearly']).optional(),
    periodStart: z.string().optional(),
    periodEnd: z.string().optional(),
    receipt: receiptFigures,
  }),
});

export const depositReceiptIssued = defineEvent({
  detailType: 'deposit.receipt-issued',
  version: 1,
  description:
    "A booking's deposit was paid online on the artist's Stripe account and kept (ADR 0057): the client gets the receipt in their language, the artist as the seller, once per payment (keyed on the payment intent id). It replaces the 'deposit received' email for that payment.",
  payload: z.object({
    ...requestRef,
    bookingId: z.string().min(1),
    paymentIntentId: z.string().min(1),
    client: eventClient,
    /** The artist as the seller, from their profile. */
    seller: z.object({
      displayName: z.string().min(1),
      shopName: z.string().min(1).optional(),
      city: z.string().min(1).optional(),
      country: z.string().length(2).optional(),
    }),
    slot: slotSnapshot,
    receipt: receiptFigures,
  }),
});
