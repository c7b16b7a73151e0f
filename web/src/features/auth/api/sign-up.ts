import { signUp } from 'aws-amplify/auth';
import type { Locale } from '#shared/i18n/locales.ts';
import { ensureAmplifyConfigured } from '#web/src/lib/amplify-config.ts';

export interface SignUpInput {
  email: string;
  password: string;
  /** Kept as the user's `locale` attribute: Cognito's emails are sent in this language. */
  locale: Locale;
}

/** Creates the Cognito user; Cognito then emails a 6-digit verification code. */
export async function signUpArtist({ email, password, locale }: SignUpInput): Promise<void> {
  ensureAmplifyConfigured();
  await signUp({ username: email, password, options: { userAttributes: { email, locale } } });
}
