import { sitePaths } from '#web/src/app/paths.ts';
import type { AuthStrategy } from './api-client.ts';
import { clearAuthToken } from './session-token.ts';

export const ARTIST_LOGIN_PATH = sitePaths.login;

/** The slice of Amplify's session API the strategy needs (injected: tests use fakes). */
export interface CognitoSession {
  fetchAuthSession(options?: {
    forceRefresh?: boolean;
  }): Promise<{ tokens?: { idToken?: { toString(): string } } }>;
  signOut(): Promise<void>;
}

/**
 * The artist area's session: Cognito through Amplify. The bearer is the ID token (the API's JWT
 * authorizer accepts it, and it carries the email and `cognito:groups`); a refresh is
 * `fetchAuthSession({ forceRefresh: true })`.
 */
export function artistAuthStrategy(
  cognito: CognitoSession,
  assign: (path: string) => void = (path) => window.location.assign(path),
): AuthStrategy {
  return {
    async getToken() {
      try {
        return (await cognito.fetchAuthSession()).tokens?.idToken?.toString() ?? null;
      } catch {
        return null;
      }
    },
    async refresh() {
      const session = await cognito.fetchAuthSession({ forceRefresh: true });
      if (!session.tokens?.idToken) throw new Error('the Cognito session could not be renewed');
    },
    endSession() {
      clearAuthToken();
      void cognito
        .signOut()
        .catch(() => undefined)
        .finally(() => assign(ARTIST_LOGIN_PATH));
    },
  };
}
