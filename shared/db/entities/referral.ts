import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * An artist who signed up through another's link (ADR 0047), kept in the inviting artist's
 * partition: who, and when. Written in the new artist's onboarding transaction, once.
 */
export const ReferralEntity = new Entity({
  model: { entity: 'referral', version: '1', service: SERVICE },
  attributes: {
    referrerId: { type: 'string', required: true, readOnly: true },
    referredArtistId: { type: 'string', required: true, readOnly: true },
    joinedAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byReferrer: {
      pk: { field: 'pk', composite: ['referrerId'] },
      sk: { field: 'sk', composite: ['referredArtistId'] },
    },
  },
});

/**
 * Credit earned by an inviting artist on one paid invoice of an artist they invited: one per invoice
 * (created only if absent, after Stripe's balance transaction with the invoice's idempotency key).
 */
export const ReferralCreditEntity = new Entity({
  model: { entity: 'referralCredit', version: '1', service: SERVICE },
  attributes: {
    referrerId: { type: 'string', required: true, readOnly: true },
    invoiceId: { type: 'string', required: true, readOnly: true },
    referredArtistId: { type: 'string', required: true, readOnly: true },
    amountCents: { type: 'number', required: true, readOnly: true },
    /** Lower case, as Stripe writes it (`eur`). */
    currency: { type: 'string', required: true, readOnly: true },
    createdAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byReferrer: {
      pk: { field: 'pk', composite: ['referrerId'] },
      sk: { field: 'sk', composite: ['invoiceId'] },
    },
  },
});
