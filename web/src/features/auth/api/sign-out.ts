import { signOut } from 'aws-amplify/auth';
import { ensureAmplifyConfigured } from '#web/src/lib/amplify-config.ts';
import { forgetOffline } from '#web/src/lib/offline-snapshot.ts';

/** Ends the Cognito session on this device; what Today kept for offline reading goes with it. */
export async function signOutArtist(): Promise<void> {
  forgetOffline();
  ensureAmplifyConfigured();
  await signOut();
}
