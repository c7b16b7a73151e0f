import { artistPageLink, type Place } from '#functions/lib/email/values.ts';
import type { Letter, PlanContext, Slot, Words } from './letter.ts';
import { words } from './letter.ts';
import { clientVars, dateWords, placeBlock, reasonBlock, type Subject } from './letter-parts.ts';

/**
 * The client's letter when the artist frees their slot (a refused request, a cancelled booking), in
 * the client's language: the artist's wording of it (else the default) naming what was asked and
 * for when, where, the artist's reason if they gave one, a closing line, and a link to the artist's
 * page to choose another slot (none when the artist closed their account).
 */
export function slotReleasedLetter(
  payload: Subject & {
    pseudo: string;
    slot: Slot;
    location?: Place | undefined;
    reason?: string | undefined;
    accountClosed?: true | undefined;
  },
  { appUrl, wording }: PlanContext,
  email: {
    template: string;
    kind: 'requestDeclined' | 'bookingCancelled';
    closing: string;
    cta: string;
    /** The product's reason (a deposit's deadline passed), instead of the one the artist wrote. */
    reason?: Words | undefined;
  },
): Letter {
  const { client } = payload;
  const { vars } = clientVars(payload, appUrl);
  return {
    template: email.template,
    to: client.email,
    locale: client.locale,
    blocks: [
      {
        wording: {
          kind: email.kind,
          custom: wording,
          values: {
            ...vars,
            pseudo: payload.pseudo,
            date: dateWords(payload.slot, client.locale),
            ...payload.location,
          },
        },
      },
      placeBlock(payload.location),
      email.reason ? words('email.lifecycle.reason', { reason: email.reason }) : reasonBlock(payload.reason),
      words(email.closing),
    ],
    // A closed account has no page left to choose another time on.
    cta: payload.accountClosed
      ? undefined
      : { label: words(email.cta, vars), url: artistPageLink(appUrl, payload.pseudo) },
  };
}
