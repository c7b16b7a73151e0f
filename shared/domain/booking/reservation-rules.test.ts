import { describe, expect, it } from 'vitest';
import {
  acceptsRequests,
  cancellationRefundsRequest,
  FREE_PLAN_REQUEST_LIMIT,
  projectTypeOpen,
  requestLimitMilestone,
  requestLimitNotice,
  requestUsage,
  underRequestLimit,
} from './reservation-rules.ts';

describe('the Free plan’s request limit', () => {
  it('takes 10 requests on Free, any number on Pro', () => {
    expect(FREE_PLAN_REQUEST_LIMIT).toBe(10);
    expect(underRequestLimit({ plan: 'free' })).toBe(true);
    expect(underRequestLimit({ plan: 'free', requestCount: 9 })).toBe(true);
    expect(underRequestLimit({ plan: 'free', requestCount: 10 })).toBe(false);
    expect(underRequestLimit({ plan: 'pro', requestCount: 10_000 })).toBe(true);
  });

  it('warns the artist from 8 of 10 and says when 10 of 10 closed the page; never on Pro', () => {
    expect([0, 7, 8, 9, 10, 11].map((used) => requestLimitNotice({ used, max: 10 }))).toEqual([
      undefined,
      undefined,
      'near',
      'near',
      'reached',
      'reached',
    ]);
    expect(requestLimitNotice({ used: 500, max: null })).toBeUndefined();
  });

  it('emails the artist once at the 8th request and once at the 10th', () => {
    expect([7, 8, 9, 10, 11].map((used) => requestLimitMilestone({ used, max: 10 }))).toEqual([
      undefined,
      'near',
      undefined,
      'reached',
      undefined,
    ]);
    expect(requestLimitMilestone({ used: 10, max: null })).toBeUndefined();
  });

  it('gives a request back to the count when its client cancels it within 30 minutes', () => {
    const sent = '2026-11-24T10:00:00.000Z';
    expect(cancellationRefundsRequest(sent, new Date('2026-11-24T10:05:00.000Z'))).toBe(true);
    expect(cancellationRefundsRequest(sent, new Date('2026-11-24T10:30:00.000Z'))).toBe(true);
    expect(cancellationRefundsRequest(sent, new Date('2026-11-24T10:30:01.000Z'))).toBe(false);
    expect(cancellationRefundsRequest(sent, new Date('2026-11-25T09:00:00.000Z'))).toBe(false);
  });

  it('shows the usage as GET /me does', () => {
    expect(requestUsage({ plan: 'free' })).toEqual({ used: 0, max: 10 });
    expect(requestUsage({ plan: 'pro', requestCount: 42 })).toEqual({ used: 42, max: null });
  });

  it('closes the page when requests are closed or the limit is reached', () => {
    expect(acceptsRequests({ plan: 'free' })).toBe(true);
    expect(acceptsRequests({ plan: 'free', openRequests: false })).toBe(false);
    expect(acceptsRequests({ plan: 'free', requestCount: 10 })).toBe(false);
    expect(acceptsRequests({ plan: 'pro', requestCount: 10, openRequests: true })).toBe(true);
  });

  it('opens flashes with requests, custom projects and touch-ups by their own toggles', () => {
    const artist = { plan: 'free' as const, openCustom: false, openTouchups: true };
    expect(projectTypeOpen(artist, 'flash')).toBe(true);
    expect(projectTypeOpen(artist, 'custom')).toBe(false);
    expect(projectTypeOpen(artist, 'touchup')).toBe(true);
    expect(projectTypeOpen({ plan: 'free' }, 'custom')).toBe(true);
  });
});
