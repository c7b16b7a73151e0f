import { portalAuth } from './portal-api.ts';
import { readAuthToken } from './session-token.ts';

/**
 * Whether the portal has a session: a stored access token (`auth_token`), or one restored from the
 * httpOnly refresh cookie (`POST /auth/refresh-token`) when the page loads without it.
 */
export async function hasPortalSession(
  refresh: () => Promise<void> = () => portalAuth.refresh(),
): Promise<boolean> {
  if (readAuthToken()) return true;
  try {
    await refresh();
  } catch {
    return false;
  }
  return readAuthToken() !== null;
}
