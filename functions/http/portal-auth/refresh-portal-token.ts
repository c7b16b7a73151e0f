import { getDb } from '#functions/lib/db.ts';
import { env } from '#functions/lib/env.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { clearedRefreshCookie, readRefreshToken } from '#functions/lib/portal/refresh-cookie.ts';
import { randomToken, sameHash, sha256Hex } from '#functions/lib/portal/secrets.ts';
import { nowSeconds, signedIn } from '#functions/lib/portal/sessions.ts';
import { ApiError } from '#shared/api/errors.ts';
import { portalAuthRoutes } from '#shared/api/routes/portal-auth.ts';
import { PORTAL_AUTH, sessionEnd } from '#shared/domain/portal/portal-auth-rules.ts';

/**
 * `POST /auth/refresh-token` (spec section 7: no body, the cookie): rotates the refresh token and
 * answers a new access token. A refresh token that is not the session's current one (an old, already
 * rotated cookie: reuse, or a race) revokes the session. Every refusal clears the cookie (401).
 */
export const handler = httpHandler(portalAuthRoutes.refreshPortalToken, async ({ event, reply }) => {
  const refused = () => {
    reply.cookies.push(clearedRefreshCookie(env.appUrl));
    return new ApiError(401, 'unauthorized');
  };
  const token = readRefreshToken(event.cookies);
  if (!token) throw refused();
  const db = getDb();
  const now = nowSeconds();
  const sessions = db.entities.portalSession;
  const session = (await sessions.get({ sessionId: token.sessionId }).go({ consistent: true })).data;
  if (!session) throw refused();
  const revoke = async () => {
    await sessions.delete({ sessionId: token.sessionId }).go();
    return refused();
  };
  if (session.expiresAt <= now) throw await revoke();
  if (!sameHash(session.refreshHash, sha256Hex(token.secret))) throw await revoke();

  const secret = randomToken(PORTAL_AUTH.refreshTokenBytes);
  const expiresAt = sessionEnd(session.createdAt, now);
  const rotated = await sessions
    .patch({ sessionId: token.sessionId })
    .set({ refreshHash: sha256Hex(secret), rotatedAt: now, expiresAt })
    .where(({ refreshHash }, { eq }) => eq(refreshHash, session.refreshHash))
    .go()
    .then(() => true)
    .catch((error: { cause?: { name?: string } }) => {
      if (error.cause?.name === 'ConditionalCheckFailedException') return false;
      throw error;
    });
  if (!rotated) throw await revoke();
  return signedIn(reply, { ...session, expiresAt }, { sessionId: token.sessionId, secret }, now);
});
