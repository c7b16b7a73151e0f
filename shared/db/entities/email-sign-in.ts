import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * The sign-in link of one client email's button (docs/decisions/0085-signed-in-from-the-email.md),
 * keyed by an id derived from the send (event and recipient), so a redelivered event names the same
 * item and never holds two valid links. Keeps only the secret's salted hash, the address and the
 * portal page it leads to. Used once: the exchange removes the hash and sets `usedAt` in the
 * transaction that creates the session. Several of a client's emails may each hold a valid link.
 */
export const EmailSignInEntity = new Entity({
  model: { entity: 'emailSignIn', version: '1', service: SERVICE },
  attributes: {
    linkId: { type: 'string', required: true, readOnly: true },
    emailHash: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true, readOnly: true },
    /** The portal page the button names (`/portal/bookings?pay=...`). */
    path: { type: 'string', required: true },
    /** SHA-256 of `<linkId>:<secret>`; removed once used, or when the email could not be sent. */
    secretHash: { type: 'string' },
    /** Epoch seconds: the link is refused from then on. */
    validUntil: { type: 'number', required: true },
    /** When SES took the email: from then on the send is done and nothing mints again. */
    sentAt: { type: 'number' },
    usedAt: { type: 'number' },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byLinkId: {
      pk: { field: 'pk', composite: ['linkId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
