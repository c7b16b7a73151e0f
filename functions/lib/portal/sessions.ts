import { env } from '#functions/lib/env.ts';
import type { Reply } from '#functions/lib/http-handler.ts';
import { clientIdOf, PORTAL_AUTH, sessionEnd } from '#shared/domain/portal/portal-auth-rules.ts';
import { issueAccessToken } from './access-token.ts';
import { type RefreshToken, refreshCookie } from './refresh-cookie.ts';
import { randomToken, sha256Hex } from './secrets.ts';

/** A new session of a client: its item (only the secret's hash) and the refresh token to hand out. */
export function newSession(email: string, now: number) {
  const token: RefreshToken = {
    sessionId: randomToken(PORTAL_AUTH.sessionIdBytes),
    secret: randomToken(PORTAL_AUTH.refreshTokenBytes),
  };
  const item = {
    sessionId: token.sessionId,
    clientId: clientIdOf(email),
    email,
    refreshHash: sha256Hex(token.secret),
    createdAt: now,
    rotatedAt: now,
    expiresAt: sessionEnd(now, now),
  };
  return { item, token };
}

/**
 * Answers a signed-in client: the refresh cookie (until the session's end) on the reply, the access
 * token in the body.
 */
export async function signedIn(
  reply: Reply,
  session: { clientId: string; email: string; expiresAt: number },
  token: RefreshToken,
  now: number,
) {
  const answer = await issueAccessToken(session, now);
  reply.cookies.push(refreshCookie(token, session.expiresAt - now, env.appUrl));
  return answer;
}

/** Epoch seconds. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
