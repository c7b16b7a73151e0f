import { signOut } from 'aws-amplify/auth';
import { ensureAmplifyConfigured } from '../../../lib/amplify-config.ts';

/** Ends the Cognito session on this device. */
export async function signOutArtist(): Promise<void> {
  ensureAmplifyConfigured();
  await signOut();
}
