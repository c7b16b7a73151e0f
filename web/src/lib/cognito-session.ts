import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { ensureAmplifyConfigured } from './amplify-config.ts';
import { artistAuthStrategy, type CognitoSession } from './artist-auth-strategy.ts';

/** Amplify's session calls, configured first. */
export const cognitoSession: CognitoSession = {
  fetchAuthSession(options) {
    ensureAmplifyConfigured();
    return fetchAuthSession(options);
  },
  signOut() {
    ensureAmplifyConfigured();
    return signOut();
  },
};

/** Whether a Cognito user is signed in (a valid or renewable session). */
export async function hasCognitoSession(): Promise<boolean> {
  try {
    return Boolean((await cognitoSession.fetchAuthSession()).tokens?.idToken);
  } catch {
    return false;
  }
}

export const artistAuth = artistAuthStrategy(cognitoSession);
