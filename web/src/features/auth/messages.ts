import { defineMessages, joinMessages, withSections } from '#shared/i18n/define-messages.ts';
import { signIn } from './messages/sign-in.ts';
import { signUp } from './messages/sign-up.ts';

/**
 * Signing up, in and out, passwords and the account’s email: `web.auth.*`. Each section its own catalogue,
 * loaded with the pages that show it (`withSectionMessages`).
 */
export const lazyMessages = withSections(defineMessages({ fr: {}, en: {}, es: {} }), {
  auth: joinMessages(signUp, signIn),
});
