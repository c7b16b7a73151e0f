import { describe, expect, it } from 'vitest';
import { clearedRefreshCookie, readRefreshToken, refreshCookie } from './refresh-cookie.ts';

const token = { sessionId: 'a'.repeat(22), secret: 'b'.repeat(43) };

describe('the refresh cookie', () => {
  it('is httpOnly, SameSite=Strict, scoped to /api/auth, Secure on https', () => {
    expect(refreshCookie(token, 2_592_000, 'https://inkslot.app')).toBe(
      `portal_refresh=${'a'.repeat(22)}.${'b'.repeat(43)}; Path=/api/auth; Max-Age=2592000; HttpOnly; SameSite=Strict; Secure`,
    );
    expect(refreshCookie(token, 60, 'http://localhost:3000')).not.toContain('Secure');
  });

  it('is cleared with the same attributes and Max-Age=0', () => {
    expect(clearedRefreshCookie('https://inkslot.app')).toBe(
      'portal_refresh=; Path=/api/auth; Max-Age=0; HttpOnly; SameSite=Strict; Secure',
    );
  });

  it('is read from the cookies of a request, ignoring others and malformed values', () => {
    const value = `${token.sessionId}.${token.secret}`;
    expect(readRefreshToken(['lang=fr', `portal_refresh=${value}`])).toEqual(token);
    expect(readRefreshToken(['portal_refresh=nope'])).toBeUndefined();
    expect(readRefreshToken([`other_refresh=${value}`])).toBeUndefined();
    expect(readRefreshToken(undefined)).toBeUndefined();
  });
});
