import { signInWithRedirect } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { ensureAmplifyConfigured } from '../../../lib/amplify-config.ts';

/** The providers `config.json` may list (Cognito's names). */
export type SocialProvider = 'Google' | 'SignInWithApple';

/** Leaves for the provider through Cognito's hosted UI; it comes back to `/login`. */
export async function signInWithSocialProvider(provider: SocialProvider): Promise<void> {
  ensureAmplifyConfigured();
  await signInWithRedirect({ provider: provider === 'Google' ? 'Google' : 'Apple' });
}

/**
 * Back on `/login` from the provider, Amplify completes the sign-in by itself once configured;
 * this reports the outcome. Returns the unsubscribe function.
 */
export function listenToSocialSignIn(handlers: {
  onSignedIn: () => void;
  onFailure: () => void;
}): () => void {
  ensureAmplifyConfigured();
  return Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'signInWithRedirect') handlers.onSignedIn();
    if (payload.event === 'signInWithRedirect_failure') handlers.onFailure();
  });
}
