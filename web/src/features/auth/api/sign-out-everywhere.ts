import { signOut } from 'aws-amplify/auth';
import { ensureAmplifyConfigured } from '#web/src/lib/amplify-config.ts';

/**
 * Signs out of every device (Cognito `GlobalSignOut`): no session can renew its tokens any more, so
 * the others lose access once their current token expires (an hour at most).
 */
export async function signOutEverywhere(): Promise<void> {
  ensureAmplifyConfigured();
  await signOut({ global: true });
}
