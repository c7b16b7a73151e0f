import { describe, expect, it } from 'vitest';
import {
  acceptsRequests,
  FREE_PLAN_REQUEST_LIMIT,
  projectTypeOpen,
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
