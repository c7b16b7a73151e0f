import { describe, expect, it } from 'vitest';
import { cartHoldEnd, holdLive, REQUEST_CONFIRMATION, resendRate } from './request-confirmation.ts';

describe('the email confirmation of booking requests (ADR 0067)', () => {
  it('holds a slot 15 minutes at most, whatever a stage asks', () => {
    expect(cartHoldEnd(1_000, 6)).toBe(1_006);
    expect(cartHoldEnd(1_000, 15 * 60)).toBe(1_900);
    expect(cartHoldEnd(1_000, 24 * 60 * 60)).toBe(1_900);
  });

  it('a hold past its expiry takes nothing; one without expiry, or before it, does', () => {
    const now = new Date(2_000_000);
    expect(holdLive({ expiresAt: 2_000 }, now)).toBe(false);
    expect(holdLive({ expiresAt: 1_999 }, now)).toBe(false);
    expect(holdLive({ expiresAt: 2_001 }, now)).toBe(true);
    expect(holdLive({}, now)).toBe(true);
  });

  it('sends again a minute after the last email, 3 emails per request at most', () => {
    expect(resendRate([100], 130)).toEqual({ allowed: false, retryAfterSeconds: 30 });
    expect(resendRate([100], 160)).toEqual({ allowed: true });
    expect(resendRate([100, 160], 221)).toEqual({ allowed: true });
    expect(resendRate([100, 160, 221], 10_000)).toEqual({
      allowed: false,
      retryAfterSeconds: REQUEST_CONFIRMATION.cartHoldSeconds,
    });
  });
});
