import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { ensureAmplifyConfigured } from './amplify-config.ts';
import { artistAuthStrategy, type CognitoSession } from './artist-auth-strategy.ts';

/** Amplify's session calls, configured first. */
const cognitoSession: CognitoSession = {
  fetchAuthSession(options) {
    ensureAmplifyConfigured();
    return fetchAuthSession(options);
  },
  signOut() {
    ensureAmplifyConfigured();
    return signOut();
  },
};

/** The signed-in user's `sub` (a valid or renewable session); null when signed out. */
export async function cognitoSubject(): Promise<string | null> {
  const sub = (await idTokenClaims()).sub;
  return typeof sub === 'string' && sub ? sub : null;
}

/** Whether a Cognito user is signed in (a valid or renewable session). */
export async function hasCognitoSession(): Promise<boolean> {
  try {
    return Boolean((await cognitoSession.fetchAuthSession()).tokens?.idToken);
  } catch {
    return false;
  }
}

/** The signed-in user's ID token claims; none when signed out. */
async function idTokenClaims(): Promise<Record<string, unknown>> {
  try {
    const token = (await cognitoSession.fetchAuthSession()).tokens?.idToken?.toString() ?? '';
    const payload = token.split('.')[1] ?? '';
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The signed-in user's Cognito groups (`artist`, `superadmin`), from the ID token; none when signed out. */
export async function cognitoGroups(): Promise<string[]> {
  const groups = (await idTokenClaims())['cognito:groups'];
  return Array.isArray(groups) ? groups.map(String) : [];
}

/** The signed-in user's email, from the ID token; empty when signed out. */
export async function cognitoEmail(): Promise<string> {
  const email = (await idTokenClaims()).email;
  return typeof email === 'string' ? email : '';
}

export const artistAuth = artistAuthStrategy(cognitoSession);
