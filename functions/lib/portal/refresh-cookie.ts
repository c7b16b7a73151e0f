import {
  PORTAL_REFRESH_COOKIE,
  PORTAL_REFRESH_COOKIE_PATH,
} from '#shared/domain/portal/portal-auth-rules.ts';

/** `<sessionId>.<secret>`, both base64url. */
export interface RefreshToken {
  sessionId: string;
  secret: string;
}

const TOKEN_SHAPE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/**
 * The refresh cookie: httpOnly, SameSite=Strict, only sent to `/api/auth`, Secure on an https app
 * (every stage; the local cloud on http://localhost could not keep a Secure cookie otherwise).
 */
export function refreshCookie(token: RefreshToken, maxAgeSeconds: number, appUrl: string): string {
  return cookie(`${token.sessionId}.${token.secret}`, Math.max(0, Math.floor(maxAgeSeconds)), appUrl);
}

/** Removes the refresh cookie (same name, path and attributes, Max-Age=0). */
export function clearedRefreshCookie(appUrl: string): string {
  return cookie('', 0, appUrl);
}

function cookie(value: string, maxAge: number, appUrl: string): string {
  return [
    `${PORTAL_REFRESH_COOKIE}=${value}`,
    `Path=${PORTAL_REFRESH_COOKIE_PATH}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(appUrl.startsWith('https:') ? ['Secure'] : []),
  ].join('; ');
}

/** The refresh token of a request's cookies (payload 2.0 `cookies`: `name=value` each), if well-formed. */
export function readRefreshToken(cookies: readonly string[] | undefined): RefreshToken | undefined {
  for (const entry of cookies ?? []) {
    const index = entry.indexOf('=');
    if (index === -1 || entry.slice(0, index).trim() !== PORTAL_REFRESH_COOKIE) continue;
    const match = TOKEN_SHAPE.exec(entry.slice(index + 1).trim());
    if (match) return { sessionId: match[1]!, secret: match[2]! };
  }
  return undefined;
}
