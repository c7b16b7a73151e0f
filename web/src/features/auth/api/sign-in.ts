import { signIn, signOut } from 'aws-amplify/auth';
import { authErrorName } from '#web/src/features/auth/utils/auth-error.ts';
import { ensureAmplifyConfigured } from '#web/src/lib/amplify-config.ts';
import { getRuntimeConfig } from '#web/src/lib/runtime-config.ts';

/**
 * What a sign-in leads to: the artist's space, the email verification first, or the code of the
 * account's authenticator app (TOTP on: the team's accounts, ADR 0073).
 */
export type SignInOutcome = 'signedIn' | 'confirmSignUp' | 'totpCode' | 'unsupported';

/**
 * Email and password sign-in, with the flow `config.json` names (`USER_PASSWORD_AUTH` against the
 * local Cognito stand-in, which has no SRP). A session left by another user is closed first.
 */
export async function signInArtist(email: string, password: string): Promise<SignInOutcome> {
  ensureAmplifyConfigured();
  const attempt = () =>
    signIn({ username: email, password, options: { authFlowType: getRuntimeConfig().cognito.authFlowType } });
  let result: Awaited<ReturnType<typeof signIn>>;
  try {
    result = await attempt();
  } catch (error) {
    const name = authErrorName(error);
    if (name === 'UserNotConfirmedException') return 'confirmSignUp';
    if (name !== 'UserAlreadyAuthenticatedException') throw error;
    await signOut();
    result = await attempt();
  }
  if (result.isSignedIn) return 'signedIn';
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'totpCode';
  return result.nextStep.signInStep === 'CONFIRM_SIGN_UP' ? 'confirmSignUp' : 'unsupported';
}
