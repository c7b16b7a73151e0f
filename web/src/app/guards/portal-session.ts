import type { LoaderFunctionArgs } from 'react-router-dom';
import { PORTAL_LOGIN_PATH } from '#web/src/lib/portal-auth-strategy.ts';
import { readAuthToken } from '#web/src/lib/session-token.ts';
import { requireSession } from './require-session.ts';

/**
 * The `auth` guard of `/portal/*` (login pages excepted): a portal session, else
 * `/portal/login?redirect=`. The portal's guard route restores the session from the refresh cookie
 * (`hasPortalSession`); the default only looks for a stored token.
 */
export function portalSessionLoader(
  hasSession: () => Promise<boolean> | boolean = () => readAuthToken() !== null,
) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    await requireSession(request, hasSession, PORTAL_LOGIN_PATH);
    return null;
  };
}
