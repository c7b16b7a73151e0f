import type { Place } from '#functions/lib/email/values.ts';
import type { Letter, Slot } from './letter.ts';
import { words } from './letter.ts';
import { artistVars, placeBlock, reasonBlock, type Subject } from './letter-parts.ts';

/**
 * A client cancelled (a request or a booking): the artist's letter, in the artist's language, only
 * when their notification settings ask for cancellation emails (or `always`, for an answer to
 * them). The client gets no email (the portal confirms it).
 */
export function artistCancellationLetters(
  payload: Subject & { slot: Slot; location?: Place | undefined },
  email: {
    template: string;
    keys: { subject: string; body: string; cta: string };
    url: string;
    /** The client's reason, if the event carries one. */
    reason?: string | undefined;
    /** Sent whatever the settings say: the client answered the artist (declined a new time). */
    always?: boolean;
  },
): Letter[] {
  const { artist } = payload;
  if (!artist.notifyCancellations && !email.always) return [];
  const vars = artistVars(payload);
  return [
    {
      template: email.template,
      to: artist.email,
      locale: artist.locale,
      subject: words(email.keys.subject, vars),
      blocks: [
        words(email.keys.body, vars),
        placeBlock(payload.location),
        reasonBlock(email.reason),
        words('email.lifecycle.released'),
      ],
      cta: { label: words(email.keys.cta), url: email.url },
    },
  ];
}
