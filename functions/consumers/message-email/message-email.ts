import type { EventPayload } from '#events/define-event.ts';
import type { messageSent } from '#events/definitions/messages.ts';
import { type RenderedEmail, renderEmail } from '#functions/lib/email/render-email.ts';
import { portalLoginLink } from '#functions/lib/email/values.ts';
import { translator } from '#shared/i18n/email-translator.ts';
import type { Locale } from '#shared/i18n/locales.ts';

/** A quotation as each language writes it. */
function quoted(locale: Locale, text: string): string {
  if (locale === 'fr') return `« ${text} »`;
  if (locale === 'es') return `«${text}»`;
  return `“${text}”`;
}

/** The longest part of a message an email quotes. */
const QUOTE_CHARS = 1_000;

export interface MessageEmailInput {
  payload: EventPayload<typeof messageSent>;
  /** Who gets it, in their language. */
  recipient: { email: string; locale: Locale; firstName: string };
  /** Who wrote, as the recipient knows them. */
  senderName: string;
  text: string;
  /** Unread messages of the conversation for the recipient, this one included. */
  unread: number;
  appUrl: string;
  /** A client's button that signs in to the conversation (ADR 0085), instead of the sign-in page. */
  signInUrl?: string | undefined;
}

/**
 * A new message's email, in the recipient's language: who wrote, the message's text (quoted, cut when
 * long), how many more are unread, and a link to the conversation: the artist's messages page, or
 * for a client a button that signs in to it (`signInUrl`), else the portal's sign-in page that then
 * opens it.
 */
export function messageEmail(input: MessageEmailInput): RenderedEmail {
  const { payload, recipient } = input;
  const t = translator(recipient.locale);
  const conversation = `/${payload.sender === 'client' ? 'app' : 'portal'}/messages/${payload.conversationId}`;
  const url =
    payload.sender === 'client'
      ? `${input.appUrl}${conversation}`
      : (input.signInUrl ??
        `${portalLoginLink(input.appUrl, recipient.email)}&redirect=${encodeURIComponent(conversation)}`);
  const quote = input.text.length > QUOTE_CHARS ? `${input.text.slice(0, QUOTE_CHARS - 1)}…` : input.text;
  const more = input.unread - 1;
  return renderEmail({
    locale: recipient.locale,
    subject: t('email.message.subject', { name: input.senderName }),
    paragraphs: [
      t('email.message.greeting', { firstname: recipient.firstName }),
      t('email.message.intro', { name: input.senderName }),
      ...(quote ? [quoted(recipient.locale, quote)] : []),
      // Photos stay in the product (private to the two parties): the email says they came.
      ...(payload.photoCount ? [t('email.message.photos', { count: payload.photoCount })] : []),
      ...(more > 0 ? [t('email.message.more', { count: more })] : []),
    ],
    cta: { label: t('email.message.cta'), url },
  });
}
