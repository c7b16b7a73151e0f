import { describe, expect, it } from 'vitest';
import { clientIdOf, PORTAL_AUTH, sessionEnd } from './portal-auth-rules.ts';

const NOW = 1_800_000_000;

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
