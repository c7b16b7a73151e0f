import { describe, expect, it } from 'vitest';
import {
  PAGE_HTML_CACHE,
  PUBLIC_PAGE_CACHE,
  pageHtmlCacheBefore,
  publicPageCacheBefore,
} from '#shared/api/cache-control.ts';
import {
  countdown,
  drawAt,
  type Opening,
  openingDecides,
  openingState,
  openingTaking,
  scheduleOpening,
  secondsToNextChange,
  takesRequests,
  typesOf,
  typeTakesRequests,
} from './opening.ts';

const opening: Opening = {
  openingId: 'o1',
  startsAt: '2026-12-05T09:00:00.000Z',
  closesAt: '2026-12-05T13:00:00.000Z',
  cap: 20,
  projectTypes: ['custom', 'flash'],
  rule: 'first-come',
};
const before = new Date('2026-12-05T08:59:59.999Z');
const during = new Date('2026-12-05T09:00:00.000Z');
const after = new Date('2026-12-05T13:00:00.000Z');

describe('a book opening', () => {
  it('is scheduled before its start, open from it, closed at its end or at its cap', () => {
    expect(openingState(opening, 0, before)).toBe('scheduled');
    expect(openingState(opening, 0, during)).toBe('open');
    expect(openingState(opening, 19, during)).toBe('open');
    expect(openingState(opening, 20, during)).toBe('closed');
    expect(openingState(opening, 0, after)).toBe('closed');
  });

  it('closes its types until it starts, opens them while it runs, then leaves them to the toggles', () => {
    const artist = { plan: 'pro' as const, openRequests: false, opening, openingCount: 0 };
    expect(openingDecides(artist, 'custom', before)).toBe('closed');
    expect(openingDecides(artist, 'custom', during)).toBe('open');
    expect(openingDecides(artist, 'touchup', during)).toBe('undecided');
    expect(openingDecides({ ...artist, openingCount: 20 }, 'custom', during)).toBe('undecided');
    expect(openingDecides(artist, 'custom', after)).toBe('undecided');

    // Books closed by the artist: open only for the opening's types while it runs.
    expect(typeTakesRequests(artist, 'custom', during)).toBe(true);
    expect(typeTakesRequests(artist, 'touchup', during)).toBe(false);
    expect(typeTakesRequests(artist, 'custom', after)).toBe(false);
    expect(takesRequests(artist, before)).toBe(false);
    expect(takesRequests(artist, during)).toBe(true);
    expect(takesRequests(artist, after)).toBe(false);

    // Books open: the opening's types wait for it; the others stay open.
    const open = { ...artist, openRequests: true };
    expect(typeTakesRequests(open, 'custom', before)).toBe(false);
    expect(typeTakesRequests(open, 'touchup', before)).toBe(true);
    expect(typeTakesRequests(open, 'custom', after)).toBe(true);
  });

  it('counts a request toward the opening only while it is open for its type', () => {
    const artist = { opening, openingCount: 3 };
    expect(openingTaking(artist, 'custom', during)).toBe(opening);
    expect(openingTaking(artist, 'touchup', during)).toBeUndefined();
    expect(openingTaking(artist, 'custom', before)).toBeUndefined();
    expect(openingTaking({ opening, openingCount: 20 }, 'custom', during)).toBeUndefined();
    expect(openingTaking({}, 'custom', during)).toBeUndefined();
  });

  it('reads its stored types as known ones in their usual order', () => {
    expect(typesOf({ projectTypes: ['touchup', 'nonsense', 'flash'] })).toEqual(['flash', 'touchup']);
  });
});

describe('scheduling an opening in the artist’s zone', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  const input = {
    date: '2026-12-05',
    time: '10:00',
    durationMinutes: 240,
    cap: 20,
    projectTypes: ['flash' as const, 'custom' as const],
    rule: 'first-come' as const,
  };

  it('starts at the local time and ends after its duration', () => {
    const result = scheduleOpening(input, 'Europe/Paris', now, 'o1');
    expect(result).toEqual({ opening: { ...opening, projectTypes: ['flash', 'custom'] } });
    const tokyo = scheduleOpening(input, 'Asia/Tokyo', now, 'o1');
    expect('opening' in tokyo && tokyo.opening.startsAt).toBe('2026-12-05T01:00:00.000Z');
  });

  it('refuses a start in the past, too far ahead, or that the zone skips', () => {
    expect(
      scheduleOpening({ ...input, date: '2026-11-28', time: '10:59' }, 'Europe/Paris', now, 'o'),
    ).toEqual({
      problem: 'startInPast',
    });
    expect(scheduleOpening({ ...input, date: '2027-06-01' }, 'Europe/Paris', now, 'o')).toEqual({
      problem: 'startTooFar',
    });
    expect(
      scheduleOpening({ ...input, date: '2027-03-28', time: '02:30' }, 'Europe/Paris', now, 'o'),
    ).toEqual({
      problem: 'startNotInZone',
    });
  });
});

describe('the countdown', () => {
  it('is computed from the start instant and the viewer’s clock', () => {
    expect(countdown(opening.startsAt, new Date('2026-12-03T07:58:30Z'))).toEqual({
      days: 2,
      hours: 1,
      minutes: 1,
      seconds: 30,
    });
    // The same answer read a minute later (from a cache) counts a minute less.
    expect(countdown(opening.startsAt, new Date('2026-12-03T07:59:30Z')).minutes).toBe(0);
    expect(countdown(opening.startsAt, after)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe('the public page’s cache around an opening', () => {
  it('is never kept past the start or the end', () => {
    const scheduled = { ...opening, state: 'scheduled' as const };
    expect(secondsToNextChange(scheduled, new Date('2026-12-05T08:59:15Z'))).toBe(45);
    expect(
      secondsToNextChange({ ...opening, state: 'open' as const }, new Date('2026-12-05T12:58:00Z')),
    ).toBe(120);
    expect(secondsToNextChange({ ...opening, state: 'closed' as const }, during)).toBeUndefined();
    expect(secondsToNextChange(undefined, during)).toBeUndefined();
    expect(publicPageCacheBefore(45)).toBe('public, max-age=30, s-maxage=45');
    expect(publicPageCacheBefore(10.5)).toBe('public, max-age=10, s-maxage=10');
    expect(publicPageCacheBefore(0.2)).toBe('public, max-age=1, s-maxage=1');
    expect(publicPageCacheBefore(3600)).toBe(PUBLIC_PAGE_CACHE);
    expect(publicPageCacheBefore(undefined)).toBe(PUBLIC_PAGE_CACHE);
    // The page's HTML carries the same data (ADR 0106): CloudFront keeps it no longer either.
    expect(pageHtmlCacheBefore(45)).toBe('public, max-age=0, s-maxage=45');
    expect(pageHtmlCacheBefore(0.2)).toBe('public, max-age=0, s-maxage=1');
    expect(pageHtmlCacheBefore(3600)).toBe(PAGE_HTML_CACHE);
    expect(pageHtmlCacheBefore(undefined)).toBe(PAGE_HTML_CACHE);
  });
});

describe("a draw opening's time (ADR 0096)", () => {
  it('is drawn once the last cart hold of a request made before its end ran out, and a minute more', () => {
    expect(drawAt({ closesAt: '2026-12-05T10:00:00.000Z' })).toBe('2026-12-05T10:16:00.000Z');
  });
});
