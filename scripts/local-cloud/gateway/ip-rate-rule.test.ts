import { afterEach, describe, expect, it, vi } from 'vitest';
import { ipRateRule } from './ip-rate-rule.ts';

describe('ipRateRule (the user pool WAF rule, locally)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('lets each IP make `limit` requests per window, then answers the seconds to wait', () => {
    let now = 1_000_000;
    const rule = ipRateRule({ limit: 2, windowMs: 300_000, now: () => now });
    expect(rule('127.0.0.5').allowed).toBe(true);
    expect(rule('127.0.0.5').allowed).toBe(true);
    expect(rule('127.0.0.5')).toEqual({ allowed: false, retryAfterSeconds: 200 });
    expect(rule('127.0.0.6').allowed).toBe(true);
    now += 200_000;
    expect(rule('127.0.0.5').allowed).toBe(true);
  });

  it('passes the exempt test sources', () => {
    vi.stubEnv('RATE_LIMIT_EXEMPT_SOURCES', '127.0.0.1,::1');
    const rule = ipRateRule({ limit: 0, windowMs: 1000 });
    expect(rule('127.0.0.1').allowed).toBe(true);
    expect(rule('127.0.0.2').allowed).toBe(false);
  });
});
