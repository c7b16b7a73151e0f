import { describe, expect, it } from 'vitest';
import { takesRequests } from './opening.ts';
import {
  cancellationRefundsRequest,
  FREE_PLAN_REQUEST_LIMIT,
  projectTypeOpen,
  requestLimitMilestone,
  requestLimitNotice,
  requestMonthOf,
  requestsLeftThisMonth,
  requestsReopenOn,
  requestsThisMonth,
  requestUsage,
  underRequestLimit,
} from './reservation-rules.ts';

/** 26 November 2026 in Paris; its counter month. */
const now = new Date('2026-11-26T10:00:00Z');
const thisMonth = { requestMonth: '2026-11', timezone: 'Europe/Paris' };

describe('the Free plan’s request limit', () => {
  it('takes 10 requests a month on Free, any number on Pro', () => {
    expect(FREE_PLAN_REQUEST_LIMIT).toBe(10);
    expect(underRequestLimit({ plan: 'free' }, now)).toBe(true);
    expect(underRequestLimit({ plan: 'free', requestCount: 9, ...thisMonth }, now)).toBe(true);
    expect(underRequestLimit({ plan: 'free', requestCount: 10, ...thisMonth }, now)).toBe(false);
    expect(underRequestLimit({ plan: 'pro', requestCount: 10_000, ...thisMonth }, now)).toBe(true);
  });

  it('says how many more requests the month takes: none past 10 on Free, no limit on Pro', () => {
    expect(requestsLeftThisMonth({ plan: 'free' }, now)).toBe(10);
    expect(requestsLeftThisMonth({ plan: 'free', requestCount: 8, ...thisMonth }, now)).toBe(2);
    expect(requestsLeftThisMonth({ plan: 'free', requestCount: 12, ...thisMonth }, now)).toBe(0);
    // Last month's count is not this month's.
    expect(requestsLeftThisMonth({ plan: 'free', requestCount: 8, requestMonth: '2026-10' }, now)).toBe(10);
    expect(requestsLeftThisMonth({ plan: 'pro', requestCount: 10_000, ...thisMonth }, now)).toBeNull();
  });

  it("counts the artist's calendar month, in their zone: a new month starts again from 0", () => {
    const full = { plan: 'free' as const, requestCount: 10, ...thisMonth };
    expect(requestsThisMonth(full, now)).toBe(10);
    // 30 November 23:30 UTC is already 1 December in Paris, still November in New York.
    const lateNight = new Date('2026-11-30T23:30:00Z');
    expect(requestMonthOf(lateNight, 'Europe/Paris')).toBe('2026-12');
    expect(requestMonthOf(lateNight, 'America/New_York')).toBe('2026-11');
    expect(underRequestLimit(full, lateNight)).toBe(true);
    expect(underRequestLimit({ ...full, timezone: 'America/New_York' }, lateNight)).toBe(false);
    // A counter without its month is ADR 20's lifetime count: a past month's, so it reopens.
    expect(requestsThisMonth({ plan: 'free', requestCount: 10, timezone: 'Europe/Paris' }, now)).toBe(0);
  });

  it('says when a page closed by the limit reopens: the 1st of next month, and not when the artist closed it', () => {
    const full = { plan: 'free' as const, requestCount: 10, ...thisMonth };
    expect(requestsReopenOn(full, now)).toBe('2026-12-01');
    expect(requestsReopenOn({ ...full, requestMonth: '2026-12' }, new Date('2026-12-15T10:00:00Z'))).toBe(
      '2027-01-01',
    );
    expect(requestsReopenOn({ ...full, openRequests: false }, now)).toBeUndefined();
    expect(requestsReopenOn({ ...full, requestCount: 9 }, now)).toBeUndefined();
    expect(requestsReopenOn({ ...full, plan: 'pro' }, now)).toBeUndefined();
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

  it('shows the usage as GET /me does, with the day it starts again', () => {
    expect(requestUsage({ plan: 'free' }, now)).toEqual({ used: 0, max: 10, resetsOn: '2026-12-01' });
    expect(requestUsage({ plan: 'pro', requestCount: 42, ...thisMonth }, now)).toEqual({
      used: 42,
      max: null,
      resetsOn: '2026-12-01',
    });
  });

  it('closes the page when requests are closed or the limit is reached', () => {
    expect(takesRequests({ plan: 'free' }, now)).toBe(true);
    expect(takesRequests({ plan: 'free', openRequests: false }, now)).toBe(false);
    expect(takesRequests({ plan: 'free', requestCount: 10, ...thisMonth }, now)).toBe(false);
    expect(takesRequests({ plan: 'pro', requestCount: 10, openRequests: true, ...thisMonth }, now)).toBe(
      true,
    );
  });

  it('opens flashes with requests, custom projects and touch-ups by their own toggles', () => {
    const artist = { plan: 'free' as const, openCustom: false, openTouchups: true };
    expect(projectTypeOpen(artist, 'flash')).toBe(true);
    expect(projectTypeOpen(artist, 'custom')).toBe(false);
    expect(projectTypeOpen(artist, 'touchup')).toBe(true);
    expect(projectTypeOpen({ plan: 'free' }, 'custom')).toBe(true);
  });
});
