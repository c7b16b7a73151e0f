import { describe, expect, it } from 'vitest';
import { rateWindowKey, retryAfterSeconds } from './rate-limit.ts';

const at = (iso: string) => new Date(iso);

describe('rateWindowKey', () => {
  it('keeps the minute windows of the five former copies: the scope as is, the minute since the epoch', () => {
    const now = at('2026-11-27T20:31:45Z');
    expect(rateWindowKey('support:a1', { limit: 5, windowSeconds: 60 }, now)).toEqual({
      key: { scope: 'support:a1', minute: Math.floor(now.getTime() / 60_000) },
      endsAt: (Math.floor(now.getTime() / 60_000) + 1) * 60,
    });
  });

  it('puts a longer window in its own item, aligned on its length', () => {
    const now = at('2026-11-27T20:31:45Z');
    const { key, endsAt } = rateWindowKey('route:x', { limit: 3, windowSeconds: 15 * 60 }, now);
    expect(key.scope).toBe('route:x@15m');
    expect(new Date(key.minute * 60_000).toISOString()).toBe('2026-11-27T20:30:00.000Z');
    expect(new Date(endsAt * 1000).toISOString()).toBe('2026-11-27T20:45:00.000Z');
    const day = rateWindowKey('route:x', { limit: 3, windowSeconds: 24 * 3600 }, now);
    expect(day.key.scope).toBe('route:x@1440m');
    expect(new Date(day.key.minute * 60_000).toISOString()).toBe('2026-11-27T00:00:00.000Z');
  });
});

describe('retryAfterSeconds', () => {
  it('is the time left in the window, at least a second', () => {
    const rule = { limit: 1, windowSeconds: 15 * 60 };
    expect(retryAfterSeconds(rule, at('2026-11-27T20:31:45Z'))).toBe(13 * 60 + 15);
    expect(retryAfterSeconds(rule, at('2026-11-27T20:44:59.900Z'))).toBe(1);
    expect(retryAfterSeconds({ limit: 1, windowSeconds: 60 }, at('2026-11-27T20:31:00Z'))).toBe(60);
  });
});
