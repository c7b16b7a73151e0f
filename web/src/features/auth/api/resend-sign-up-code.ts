import { resendSignUpCode } from 'aws-amplify/auth';
import { ensureAmplifyConfigured } from '#web/src/lib/amplify-config.ts';

/** Sends a new verification code. */
export async function resendArtistSignUpCode(email: string): Promise<void> {
  ensureAmplifyConfigured();
  await resendSignUpCode({ username: email });
}
