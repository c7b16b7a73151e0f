import type { AuthStrategy } from './api-client.ts';
import { REFRESH_TOKEN_PATH } from './api-client.ts';
import { ApiError, toApiError } from './api-error.ts';
import { clearAuthToken, readAuthToken, storeAuthToken } from './session-token.ts';

export const PORTAL_LOGIN_PATH = '/portal/login';

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
    async refresh() {
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
    },
    endSession() {
      clearAuthToken();
      (options.assign ?? ((path) => window.location.assign(path)))(PORTAL_LOGIN_PATH);
    },
  };
}
