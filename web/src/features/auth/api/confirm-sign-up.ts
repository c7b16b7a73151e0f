import { confirmSignUp } from 'aws-amplify/auth';
import { ensureAmplifyConfigured } from '#web/src/lib/amplify-config.ts';

/** Verifies the email with the 6-digit code Cognito sent. */
export async function confirmArtistSignUp(email: string, code: string): Promise<void> {
  ensureAmplifyConfigured();
  await confirmSignUp({ username: email, confirmationCode: code });
}
