import { describe, expect, it } from 'vitest';
import {
  CLIENT_NOTICES,
  healedPhotoDueAt,
  noticeDueAt,
  noticeStillUseful,
  plannedNotices,
  touchUpClosingDueAt,
} from './client-notices.ts';

const SLOT_NOTICES = CLIENT_NOTICES.filter(
  (notice) => notice !== 'touchUpClosing' && notice !== 'healedPhoto',
);

// Europe/Paris moves from UTC+1 to UTC+2 on 2027-03-28 at 02:00, back on 2026-10-25 at 03:00.
const parisAfterSpring = {
  start: '2027-03-29T12:00:00.000Z', // 14:00 in Paris (summer time)
  localDate: '2027-03-29',
  localStart: '14:00',
  timezone: 'Europe/Paris',
};

describe('noticeDueAt', () => {
  it('sends a reminder at the same local time one and two days before, across the spring change', () => {
    // 2027-03-27 14:00 is still winter time (UTC+1): 13:00 UTC, 47 real hours before.
    expect(noticeDueAt('reminder48h', parisAfterSpring).toISOString()).toBe('2027-03-27T13:00:00.000Z');
    // 2027-03-28 14:00 is summer time: 12:00 UTC, 24 hours before.
    expect(noticeDueAt('reminder24h', parisAfterSpring).toISOString()).toBe('2027-03-28T12:00:00.000Z');
  });

  it('sends aftercare at 10:00 local N days after the appointment, whatever the offset then', () => {
    const beforeAutumn = {
      start: '2026-10-23T08:00:00.000Z', // 10:00 in Paris (summer time)
      localDate: '2026-10-23',
      localStart: '10:00',
      timezone: 'Europe/Paris',
    };
    expect(noticeDueAt('aftercareDay1', beforeAutumn).toISOString()).toBe('2026-10-24T08:00:00.000Z');
    // After the change back to UTC+1: 10:00 local is 09:00 UTC.
    expect(noticeDueAt('aftercareDay3', beforeAutumn).toISOString()).toBe('2026-10-26T09:00:00.000Z');
    expect(noticeDueAt('aftercareDay30', beforeAutumn).toISOString()).toBe('2026-11-22T09:00:00.000Z');
  });

  it('lands a reminder whose local time does not exist just after the clocks jump', () => {
    const night = { ...parisAfterSpring, start: '2027-03-29T00:30:00.000Z', localStart: '02:30' };
    // 2027-03-28 02:30 does not exist in Paris: 03:00 summer time, 01:00 UTC.
    expect(noticeDueAt('reminder24h', night).toISOString()).toBe('2027-03-28T01:00:00.000Z');
  });

  it('reads New York and Sydney the same way', () => {
    // New York springs forward on 2027-03-14; Sydney falls back on 2027-04-04.
    const newYork = {
      start: '2027-03-15T15:00:00.000Z', // 11:00 EDT
      localDate: '2027-03-15',
      localStart: '11:00',
      timezone: 'America/New_York',
    };
    expect(noticeDueAt('reminder48h', newYork).toISOString()).toBe('2027-03-13T16:00:00.000Z');
    const sydney = {
      start: '2027-04-03T23:00:00.000Z', // 10:00 AEDT on 2027-04-04
      localDate: '2027-04-04',
      localStart: '10:00',
      timezone: 'Australia/Sydney',
    };
    expect(noticeDueAt('aftercareDay1', sydney).toISOString()).toBe('2027-04-05T00:00:00.000Z');
  });
});

describe('plannedNotices', () => {
  it('plans all seven for a booking weeks ahead, in order', () => {
    const planned = plannedNotices(parisAfterSpring, new Date('2027-03-01T10:00:00Z'));
    expect(planned.map((item) => item.notice)).toEqual(SLOT_NOTICES);
  });

  it('with a free touch-up, plans its window closing: 10:00 local two weeks before it closes', () => {
    const until = '2027-06-29T12:00:00.000Z';
    const planned = plannedNotices(parisAfterSpring, new Date('2027-03-01T10:00:00Z'), {
      touchUpUntil: until,
    });
    expect(planned.map((item) => item.notice)).toEqual([...SLOT_NOTICES, 'touchUpClosing']);
    // 2027-06-15 10:00 in Paris (summer time, UTC+2).
    expect(planned.at(-1)?.dueAt.toISOString()).toBe('2027-06-15T08:00:00.000Z');
    expect(touchUpClosingDueAt('2027-01-20T15:00:00.000Z', 'Europe/Paris').toISOString()).toBe(
      '2027-01-06T09:00:00.000Z',
    );
    // Already past when planned (a booking accepted late): not planned.
    const late = plannedNotices(parisAfterSpring, new Date('2027-06-16T10:00:00Z'), {
      touchUpUntil: until,
    });
    expect(late.map((item) => item.notice)).not.toContain('touchUpClosing');
  });

  it('with a healed photo asked N days after, plans it at 10:00 in the artist’s zone that day', () => {
    const planned = plannedNotices(parisAfterSpring, new Date('2027-03-01T10:00:00Z'), {
      healedPhotoDays: 21,
    });
    expect(planned.map((item) => item.notice)).toEqual([...SLOT_NOTICES, 'healedPhoto']);
    // 2027-04-19 10:00 in Paris (summer time, UTC+2), 21 calendar days after the session's date.
    expect(planned.at(-1)?.dueAt.toISOString()).toBe('2027-04-19T08:00:00.000Z');
    // A late-evening session in Sydney: counted from its local date, not the UTC one.
    const sydneyEvening = { localDate: '2027-01-10', timezone: 'Australia/Sydney' };
    // 2027-01-24 10:00 in Sydney (summer time, UTC+11).
    expect(healedPhotoDueAt(sydneyEvening, 14).toISOString()).toBe('2027-01-23T23:00:00.000Z');
    // Across the autumn change in Paris: still 10:00 local (UTC+1 after 2026-10-25).
    expect(healedPhotoDueAt({ localDate: '2026-10-20', timezone: 'Europe/Paris' }, 14).toISOString()).toBe(
      '2026-11-03T09:00:00.000Z',
    );
    // Off (0 or absent): not planned.
    const off = plannedNotices(parisAfterSpring, new Date('2027-03-01T10:00:00Z'), { healedPhotoDays: 0 });
    expect(off.map((item) => item.notice)).not.toContain('healedPhoto');
  });

  it('skips reminders already past, and one that would land after the appointment started', () => {
    const dayBefore = plannedNotices(parisAfterSpring, new Date('2027-03-28T08:00:00Z'));
    // Every notice but the 48 h reminder, already past.
    expect(dayBefore.map((item) => item.notice)).toEqual(
      SLOT_NOTICES.filter((notice) => notice !== 'reminder48h'),
    );
    const sameDay = plannedNotices(parisAfterSpring, new Date('2027-03-29T08:00:00Z'));
    expect(sameDay.map((item) => item.notice)).not.toContain('reminder24h');
  });

  it('keeps a late reminder only while it cannot meet the next one: 36 and 12 hours before', () => {
    const start = parisAfterSpring.start; // 2027-03-29T12:00Z
    const useful = (notice: 'reminder48h' | 'reminder24h' | 'aftercareDay7', at: string) =>
      noticeStillUseful(notice, start, new Date(at));
    expect(useful('reminder48h', '2027-03-27T23:59:00Z')).toBe(true);
    expect(useful('reminder48h', '2027-03-28T00:00:00Z')).toBe(false);
    expect(useful('reminder24h', '2027-03-28T23:59:00Z')).toBe(true);
    expect(useful('reminder24h', '2027-03-29T00:00:00Z')).toBe(false);
    expect(useful('aftercareDay7', '2027-04-29T12:00:00Z')).toBe(true);
  });
});
