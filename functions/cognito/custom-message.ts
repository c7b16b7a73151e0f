import type { CustomMessageTriggerEvent } from 'aws-lambda';
import { reserveEmail } from '#functions/lib/email/recipient-guard.ts';
import { renderEmail } from '#functions/lib/email/render-email.ts';
import { env } from '#functions/lib/env.ts';
import { translator } from '#shared/i18n/email-translator.ts';
import { isLocale, type Locale } from '#shared/i18n/locales.ts';

type Template = 'signUp' | 'resendCode' | 'forgotPassword' | 'updateEmail';

const TEMPLATES: Partial<Record<CustomMessageTriggerEvent['triggerSource'], Template>> = {
  CustomMessage_SignUp: 'signUp',
  CustomMessage_ResendCode: 'resendCode',
  CustomMessage_ForgotPassword: 'forgotPassword',
  // A new email (settings, account): the code goes to the new address.
  CustomMessage_UpdateUserAttribute: 'updateEmail',
  CustomMessage_VerifyUserAttribute: 'updateEmail',
};

/** The user's language: the `locale` attribute the SPA sets at sign-up, else French (the fallback). */
export function localeOf(attributes: Record<string, string | undefined>): Locale {
  const value = attributes.locale?.slice(0, 2).toLowerCase();
  return isLocale(value) ? value : 'fr';
}

/**
 * Cognito's CustomMessage trigger: localizes the verification and password-reset emails. Cognito
 * replaces every `{####}` (the code parameter) with the code after this returns (the local stand-in
 * too). The reset link carries the email and the code, so one click opens /change-password ready for
 * the new password; the code is in the text as well, for a reader whose mail app breaks links.
 */
export const handler = async (event: CustomMessageTriggerEvent): Promise<CustomMessageTriggerEvent> => {
  const template = TEMPLATES[event.triggerSource];
  if (!template) return event;
  const locale = localeOf(event.request.userAttributes);
  const t = translator(locale);
  const code = event.request.codeParameter;
  const email = event.request.userAttributes.email ?? '';
  // Cognito sends this email itself: a suppressed address, or one past its daily cap, fails the
  // call instead (ADR 0069), so sign-up and resends cannot be turned against a stranger's inbox.
  // Cognito sends it once this returns: counted now, in the same write as the checks.
  const decision = await reserveEmail(email);
  if (!decision.send) throw new Error(`email refused (${decision.why})`);
  const link =
    template === 'forgotPassword'
      ? `${env.appUrl}/change-password?email=${encodeURIComponent(email)}&code=${code}`
      : undefined;
  const paragraphs = [t(`email.${template}.body`, { code, link })];
  if (template === 'forgotPassword') paragraphs.push(t('email.forgotPassword.ignore'));
  const rendered = renderEmail({ locale, subject: t(`email.${template}.subject`), paragraphs });
  event.response.emailSubject = rendered.subject;
  event.response.emailMessage = rendered.html;
  return event;
};
