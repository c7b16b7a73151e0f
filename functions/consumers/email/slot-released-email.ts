import { type RenderedEmail, renderEmail } from '../../lib/email/render-email.ts';
import { clientMessage, dateValue, type PlanContext } from './client-wording.ts';
import {
  artistPageLink,
  clientLetter,
  type Place,
  placeParagraphs,
  reasonParagraphs,
  type Slot,
  type Subject,
} from './lifecycle-email-parts.ts';

/**
 * The client's email when the artist frees their slot (a refused request, a cancelled booking), in
 * the client's language: the artist's wording of it (else the default) naming what was asked and
 * for when, where, the artist's reason if they gave one, a closing line, and a link to the artist's
 * page to choose another slot (none when the artist closed their account).
 */
export function slotReleasedContent(
  payload: Subject & {
    pseudo: string;
    slot: Slot;
    location?: Place | undefined;
    reason?: string | undefined;
    accountClosed?: true | undefined;
  },
  { appUrl, wording }: PlanContext,
  kind: 'requestDeclined' | 'bookingCancelled',
  keys: { closing: string; cta: string },
): RenderedEmail {
  const { client } = payload;
  const { t, vars: named } = clientLetter(payload, appUrl);
  const message = clientMessage(t, kind, wording, {
    ...named,
    pseudo: payload.pseudo,
    date: dateValue(t, payload.slot, client.locale),
    ...payload.location,
  });
  return renderEmail({
    locale: client.locale,
    subject: message.subject,
    paragraphs: [
      ...message.paragraphs,
      ...placeParagraphs(t, payload.location),
      ...reasonParagraphs(t, payload.reason),
      t(keys.closing),
    ],
    // A closed account has no page left to choose another time on.
    ...(!payload.accountClosed && {
      cta: { label: t(keys.cta, named), url: artistPageLink(appUrl, payload.pseudo) },
    }),
  });
}
