import * as z from 'zod';
import { defineEvent } from '#events/define-event.ts';
import { eventArtist, eventClient, requestRef, slotSnapshot } from './parts.ts';

/**
 * Consent forms (issue 30, item 1; ADR 0088). `consent.signed` is written in the transaction that keeps
 * the signed consent; the email consumer sends the signed PDF (read from the consent bucket by its key,
 * its hash checked) to the client and to the artist.
 */
export const consentSigned = defineEvent({
  detailType: 'consent.signed',
  version: 1,
  description:
    'A client signed the consent form of a booking: the signed PDF (key in the consent bucket, SHA-256) goes to the client and to the artist by email; the artist sees the answers on the booking.',
  payload: z.object({
    ...requestRef,
    slot: slotSnapshot,
    client: eventClient,
    artist: eventArtist,
    signedAt: z.string(),
    pdfKey: z.string().min(1),
    pdfSha256: z.string().regex(/^[0-9a-f]{64}$/),
    /** How many answers the artist should look at (`flagWhen`). */
    flaggedCount: z.number().int().min(0),
  }),
});
