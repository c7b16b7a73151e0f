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

/** The signed-in user's Cognito groups (`artist`, `superadmin`), from the ID token; none when signed out. */
export async function cognitoGroups(): Promise<string[]> {
  try {
    const token = (await cognitoSession.fetchAuthSession()).tokens?.idToken?.toString() ?? '';
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
    const groups = claims['cognito:groups'];
    return Array.isArray(groups) ? groups.map(String) : [];
  } catch {
    return [];
  }
}

export const artistAuth = artistAuthStrategy(cognitoSession);
