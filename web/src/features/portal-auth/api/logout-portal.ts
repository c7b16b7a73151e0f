import { mutate } from 'swr';
import * as portalAuthEndpoints from '#shared/api/endpoints/portal-auth.ts';
import { api } from '#web/src/lib/api.ts';
import { clearAuthToken } from '#web/src/lib/session-token.ts';

/**
 * `POST /auth/logout` of `shared/api/routes/portal-auth.ts` (`logoutPortal`): revokes the session of
 * the refresh cookie and clears it. The SPA forgets the access token and every cached answer, even
 * when the call fails (offline).
 */
export async function logoutPortal(): Promise<void> {
  try {
    await api.post(portalAuthEndpoints.logoutPortal.path);
  } finally {
    clearAuthToken();
    await mutate(() => true, undefined, { revalidate: false });
  }
}
