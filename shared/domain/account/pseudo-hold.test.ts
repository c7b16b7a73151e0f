import { describe, expect, it } from 'vitest';
import { isPseudoFree, PSEUDO_HOLD_DAYS, pseudoHoldEnd } from './pseudo-hold.ts';

describe('pseudo hold of a deleted account', () => {
  const now = new Date('2026-11-26T10:00:00Z');

  it('ends 30 days later, in epoch seconds', () => {
    expect(PSEUDO_HOLD_DAYS).toBe(30);
    expect(pseudoHoldEnd(now)).toBe(Date.parse('2026-12-26T10:00:00Z') / 1000);
  });

  it('leaves a pseudo free with no claim or once the hold has ended, never while held or claimed', () => {
    expect(isPseudoFree(null, now)).toBe(true);
    expect(isPseudoFree({}, now)).toBe(false);
    expect(isPseudoFree({ expiresAt: pseudoHoldEnd(now) }, now)).toBe(false);
    expect(isPseudoFree({ expiresAt: pseudoHoldEnd(now) }, new Date('2026-12-26T10:00:00Z'))).toBe(true);
    expect(isPseudoFree({ expiresAt: pseudoHoldEnd(now) }, new Date('2026-12-26T09:59:59Z'))).toBe(false);
  });
});
