import { signOut } from 'aws-amplify/auth';
import { ensureAmplifyConfigured } from '#web/src/lib/amplify-config.ts';

/** Ends the Cognito session on this device. */
export async function signOutArtist(): Promise<void> {
  ensureAmplifyConfigured();
  await signOut();
}
