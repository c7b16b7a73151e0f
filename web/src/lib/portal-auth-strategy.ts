import { portalPaths } from '#web/src/app/paths.ts';
import type { AuthStrategy } from './api-client.ts';
import { REFRESH_TOKEN_PATH } from './api-client.ts';
import { ApiError, toApiError } from './api-error.ts';
import { clearAuthToken, readAuthToken, storeAuthToken } from './session-token.ts';

export const PORTAL_LOGIN_PATH = portalPaths.login;
/** The Web Lock that runs the refreshes of every tab of the portal one after another. */
export const PORTAL_REFRESH_LOCK = 'inkslot-portal-refresh';

/**
 * Runs `refresh` under the portal's Web Lock when the browser has one: each refresh rotates the
 * cookie, and a tab sending a cookie another tab has just rotated would revoke the session (reuse).
 * In the lock, the second tab sends the new cookie.
 */
function oneTabAtATime<T>(refresh: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  return locks ? locks.request(PORTAL_REFRESH_LOCK, refresh) : refresh();
}

interface PortalAuthOptions {
  baseUrl: () => string;
  fetch?: typeof fetch;
  /** Leaves for a page (a full load, so no state of the ended session survives). */
  assign?: (path: string) => void;
  message?: (code: 'unauthorized' | 'unknown') => string;
}

/**
 * The client portal's session: the stored `auth_token`, renewed by `POST /auth/refresh-token` (no
 * body, the httpOnly refresh cookie), whose answer holds `accessToken`.
 */
export function portalAuthStrategy(options: PortalAuthOptions): AuthStrategy {
  const message = options.message ?? ((code) => code);
  return {
    getToken: async () => readAuthToken(),
    refresh: () =>
      oneTabAtATime(async () => {
        const doFetch = options.fetch ?? globalThis.fetch;
        const response = await doFetch(`${options.baseUrl()}${REFRESH_TOKEN_PATH}`, {
          method: 'POST',
          credentials: 'include',
          headers: { Accept: 'application/json' },
        });
        if (!response.ok) throw await toApiError(response, message('unknown'));
        const body = (await response.json().catch(() => null)) as { accessToken?: unknown } | null;
        if (typeof body?.accessToken !== 'string' || !body.accessToken) {
          throw new ApiError(401, 'unauthorized', message('unauthorized'));
        }
        storeAuthToken(body.accessToken);
      }),
    endSession() {
      clearAuthToken();
      (options.assign ?? ((path) => window.location.assign(path)))(PORTAL_LOGIN_PATH);
    },
  };
}
