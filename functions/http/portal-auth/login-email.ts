import { type RenderedEmail, renderEmail } from '#functions/lib/email/render-email.ts';
import { sendEmail } from '#functions/lib/email/send-email.ts';
import { PORTAL_AUTH } from '#shared/domain/portal/portal-auth-rules.ts';
import { translator } from '#shared/i18n/email-translator.ts';
import type { Locale } from '#shared/i18n/locales.ts';

/** The SPA page of a magic link: it signs in only when the client presses its button. */
export function loginLink(appUrl: string, token: string): string {
  return `${appUrl}/portal/login/otp/${token}`;
}

/**
 * The sign-in email, in the client's language: the code first (so it reads at a glance), then the
 * magic link as the call to action. Sent by the handler itself, never through an event: events are
 * archived for analytics and must not carry secrets.
 */
export function loginEmail(input: {
  locale: Locale;
  firstName: string;
  code: string;
  link: string;
}): RenderedEmail {
  const t = translator(input.locale);
  const vars = {
    firstname: input.firstName,
    code: input.code,
    minutes: PORTAL_AUTH.challengeSeconds / 60,
  };
  return renderEmail({
    locale: input.locale,
    subject: t('email.portalLogin.subject', vars),
    paragraphs: [
      t('email.portalLogin.greeting', vars),
      t('email.portalLogin.code', vars),
      { code: input.code },
      t('email.portalLogin.link', vars),
      t('email.portalLogin.ignore', vars),
    ],
    cta: { label: t('email.portalLogin.cta', vars), url: input.link },
  });
}

/** A running estimate of how long SES takes to accept an email in this container (ms). */
let typicalSendMs = 120;

/** Sends the email and updates the estimate. */
export async function sendLoginEmail(to: string, email: RenderedEmail): Promise<void> {
  const started = performance.now();
  await sendEmail(to, email);
  typicalSendMs = 0.8 * typicalSendMs + 0.2 * (performance.now() - started);
}

/**
 * What an unknown address costs instead of the email: about as long as a send, so the answer's
 * timing says little about whether the address is a client.
 */
export async function waitLikeASend(): Promise<void> {
  const ms = typicalSendMs * (0.8 + Math.random() * 0.4);
  await new Promise((resolve) => setTimeout(resolve, ms));
}
