import { getDb } from '#functions/lib/db.ts';
import { env } from '#functions/lib/env.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { clearedRefreshCookie, readRefreshToken } from '#functions/lib/portal/refresh-cookie.ts';
import { portalAuthRoutes } from '#shared/api/routes/portal-auth.ts';

/**
 * `POST /auth/logout`: revokes the session of the refresh cookie (if any) and clears the cookie. The
 * access token in the SPA's hands still works until it expires (15 minutes); the SPA forgets it.
 */
export const handler = httpHandler(portalAuthRoutes.logoutPortal, async ({ event, reply }) => {
  const token = readRefreshToken(event.cookies);
  if (token) await getDb().entities.portalSession.delete({ sessionId: token.sessionId }).go();
  reply.cookies.push(clearedRefreshCookie(env.appUrl));
  return {};
});
