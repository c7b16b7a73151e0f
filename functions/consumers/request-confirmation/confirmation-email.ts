import { type RenderedEmail, renderEmail } from '#functions/lib/email/render-email.ts';
import { when } from '#functions/lib/email/values.ts';
import type { SlotView } from '#shared/api/contracts/lifecycle-views.ts';
import { REQUEST_CONFIRMATION } from '#shared/domain/booking/request-confirmation.ts';
import { translator } from '#shared/i18n/email-translator.ts';
import type { Locale } from '#shared/i18n/locales.ts';

/**
 * The link's page: it confirms only when the client presses its button (a mail scanner's GET does
 * nothing). The secret is the URL's fragment, which browsers never send: it stays out of access logs.
 */
export function confirmationLink(appUrl: string, pseudo: string, requestId: string, secret: string): string {
  return `${appUrl}/${encodeURIComponent(pseudo)}/form/confirm/${requestId}#${secret}`;
}

/**
 * The email to an address that has not confirmed yet (ADR 0067): it carries NOTHING typed into the
 * form (no name, no description, no Instagram), so the form cannot relay a stranger's text to
 * anyone. Only the artist's display name (the artist's own words), the slot, the code and the link.
 * Sent by the request-confirmation consumer, which makes the code itself: events are archived and
 * must not carry secrets.
 */
export function confirmationEmail(input: {
  locale: Locale;
  artistName: string;
  slot: SlotView;
  code: string;
  link: string;
  holdSeconds: number;
}): RenderedEmail {
  const t = translator(input.locale);
  const vars = {
    artist: input.artistName,
    code: input.code,
    when: when(t, input.slot, input.locale),
    minutes: Math.max(1, Math.round(Math.min(input.holdSeconds, REQUEST_CONFIRMATION.cartHoldSeconds) / 60)),
  };
  return renderEmail({
    locale: input.locale,
    subject: t('email.requestConfirmation.subject', vars),
    paragraphs: [
      t('email.requestConfirmation.intro', vars),
      t('email.requestConfirmation.code', vars),
      { code: input.code },
      t('email.requestConfirmation.link', vars),
      t('email.requestConfirmation.ignore', vars),
    ],
    cta: { label: t('email.requestConfirmation.cta', vars), url: input.link },
  });
}
