import { signInWithRedirect } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { ensureAmplifyConfigured } from '#web/src/lib/amplify-config.ts';

/** The providers `config.json` may list (Cognito's names). */
export type SocialProvider = 'Google' | 'SignInWithApple';

/** Which provider the last redirect went to, and whether it was already retried once (this tab). */
const PROVIDER_KEY = 'inkslot.social-provider';
const RETRIED_KEY = 'inkslot.social-retried';

/** Leaves for the provider through Cognito's hosted UI; it comes back to `/login`. */
export async function signInWithSocialProvider(provider: SocialProvider): Promise<void> {
  ensureAmplifyConfigured();
  sessionStorage.setItem(PROVIDER_KEY, provider);
  await signInWithRedirect({ provider: provider === 'Google' ? 'Google' : 'Apple' });
}

/**
 * Cognito's answer to the first sign-in that linked Google or Apple to an existing password
 * account (functions/cognito/pre-sign-up.ts, ADR 0056): signing in again succeeds, as that account.
 */
export function isLinkedAccountError(error: unknown): boolean {
  return /Already found an entry for username/i.test(
    (error as { message?: string } | undefined)?.message ?? '',
  );
}

/**
 * Cognito's answer when the PreSignUp trigger refused to link Google or Apple to the account of the
 * same email (functions/cognito/pre-sign-up.ts, ADR 0071): the provider did not vouch for the email,
 * or the account's email was never confirmed. Nothing was linked; retrying would not help.
 */
export function isLinkRefusedError(error: unknown): boolean {
  return /ACCOUNT_LINK_REFUSED/.test((error as { message?: string } | undefined)?.message ?? '');
}

/**
 * The same provider again, once per tab, after Cognito linked it to an account; false when there is
 * nothing to retry (no provider remembered, or retried already).
 */
export function retryLinkedSignIn(signIn = signInWithSocialProvider): boolean {
  const provider = sessionStorage.getItem(PROVIDER_KEY) as SocialProvider | null;
  if (!provider || sessionStorage.getItem(RETRIED_KEY)) return false;
  sessionStorage.setItem(RETRIED_KEY, '1');
  void signIn(provider).catch(() => sessionStorage.removeItem(RETRIED_KEY));
  return true;
}

/**
 * Back on `/login` from the provider, Amplify completes the sign-in by itself once configured;
 * this reports the outcome. Returns the unsubscribe function.
 */
export function listenToSocialSignIn(handlers: {
  onSignedIn: () => void;
  onFailure: (error: unknown) => void;
}): () => void {
  ensureAmplifyConfigured();
  return Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'signInWithRedirect') {
      sessionStorage.removeItem(RETRIED_KEY);
      handlers.onSignedIn();
    }
    if (payload.event === 'signInWithRedirect_failure')
      handlers.onFailure((payload.data as { error?: unknown } | undefined)?.error);
  });
}
