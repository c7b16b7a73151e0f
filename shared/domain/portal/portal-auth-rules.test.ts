import { describe, expect, it } from 'vitest';
import { clientIdOf, loginRate, PORTAL_AUTH, sessionEnd } from './portal-auth-rules.ts';

const NOW = 1_800_000_000;
const minutes = (n: number) => n * 60;

describe('loginRate', () => {
  it('allows the first emails and keeps the last day of sends plus this one', () => {
    const old = NOW - PORTAL_AUTH.daySeconds - 1;
    expect(loginRate([], NOW)).toEqual({ allowed: true, sends: [NOW] });
    expect(loginRate([old, NOW - minutes(20)], NOW)).toEqual({
      allowed: true,
      sends: [NOW - minutes(20), NOW],
    });
  });

  it('refuses a 4th email within 15 minutes, until the oldest of the 3 leaves the window', () => {
    const sends = [NOW - minutes(14), NOW - minutes(5), NOW - minutes(1)];
    expect(loginRate(sends, NOW)).toEqual({ allowed: false, retryAfterSeconds: minutes(1) });
    expect(loginRate(sends, NOW + minutes(1)).allowed).toBe(true);
  });

  it('refuses an 11th email within a day, even spread out', () => {
    const sends = Array.from({ length: PORTAL_AUTH.emailsPerDay }, (_, i) => NOW - minutes(60 * (i + 1)));
    const decision = loginRate(sends, NOW);
    expect(decision).toEqual({
      allowed: false,
      retryAfterSeconds: sends.at(-1)! + PORTAL_AUTH.daySeconds - NOW,
    });
  });
});

describe('sessionEnd', () => {
  it('extends a session by 30 days from its last use, never past 90 days from its start', () => {
    expect(sessionEnd(NOW, NOW)).toBe(NOW + PORTAL_AUTH.sessionIdleSeconds);
    const late = NOW + PORTAL_AUTH.sessionMaxSeconds - 10;
    expect(sessionEnd(NOW, late)).toBe(NOW + PORTAL_AUTH.sessionMaxSeconds);
  });
});

describe('clientIdOf', () => {
  it('is stable for an address however it is written, distinct per address, and not the email', () => {
    const id = clientIdOf('camille@example.com');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(clientIdOf('  Camille@Example.COM ')).toBe(id);
    expect(clientIdOf('alex@example.com')).not.toBe(id);
  });
});
