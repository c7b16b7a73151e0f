import { describe, expect, it } from 'vitest';
import { BUSY_MAX_OCCURRENCES, busyIntervals, CalendarTooCostly } from './busy-times.ts';
import { calendar, event, recurrenceBomb } from './test-calendars.ts';

const window = { from: new Date('2027-03-01T00:00:00Z'), to: new Date('2027-04-30T00:00:00Z') };

describe('busyIntervals', () => {
  it('reads UTC, zoned and floating times, and skips free and cancelled events', () => {
    const busy = busyIntervals(
      calendar(
        event('UID:a', 'DTSTAMP:20270101T000000Z', 'DTSTART:20270310T090000Z', 'DTEND:20270310T100000Z'),
        event(
          'UID:b',
          'DTSTAMP:20270101T000000Z',
          'DTSTART;TZID=America/New_York:20270312T090000',
          'DTEND;TZID=America/New_York:20270312T100000',
        ),
        event('UID:c', 'DTSTAMP:20270101T000000Z', 'DTSTART:20270313T140000', 'DTEND:20270313T150000'),
        event(
          'UID:d',
          'DTSTAMP:20270101T000000Z',
          'DTSTART:20270314T090000Z',
          'DTEND:20270314T100000Z',
          'TRANSP:TRANSPARENT',
        ),
        event(
          'UID:e',
          'DTSTAMP:20270101T000000Z',
          'DTSTART:20270315T090000Z',
          'DTEND:20270315T100000Z',
          'STATUS:CANCELLED',
        ),
      ),
      window,
      'Europe/Paris',
    );
    expect(busy).toEqual([
      { start: '2027-03-10T09:00:00.000Z', end: '2027-03-10T10:00:00.000Z' },
      // 09:00 in New York (standard time until 2027-03-14): 14:00 UTC.
      { start: '2027-03-12T14:00:00.000Z', end: '2027-03-12T15:00:00.000Z' },
      // A floating 14:00 is the artist's: Paris, UTC+1 in March before the change.
      { start: '2027-03-13T13:00:00.000Z', end: '2027-03-13T14:00:00.000Z' },
    ]);
  });

  it('blocks an all-day event’s whole local day, and expands a weekly series with its exceptions', () => {
    const busy = busyIntervals(
      calendar(
        event(
          'UID:holiday',
          'DTSTAMP:20270101T000000Z',
          'DTSTART;VALUE=DATE:20270401',
          'DTEND;VALUE=DATE:20270402',
        ),
        event(
          'UID:gym',
          'DTSTAMP:20270101T000000Z',
          'DTSTART;TZID=Europe/Paris:20270322T180000',
          'DTEND;TZID=Europe/Paris:20270322T190000',
          'RRULE:FREQ=WEEKLY;COUNT=3',
          'EXDATE;TZID=Europe/Paris:20270329T180000',
        ),
        event(
          'UID:gym',
          'DTSTAMP:20270101T000000Z',
          'RECURRENCE-ID;TZID=Europe/Paris:20270405T180000',
          'DTSTART;TZID=Europe/Paris:20270405T200000',
          'DTEND;TZID=Europe/Paris:20270405T210000',
        ),
      ),
      window,
      'Europe/Paris',
    );
    expect(busy).toEqual([
      // Before the change (UTC+1), the 29th skipped, the 5th moved to 20:00 (summer time, UTC+2).
      { start: '2027-03-22T17:00:00.000Z', end: '2027-03-22T18:00:00.000Z' },
      { start: '2027-03-31T22:00:00.000Z', end: '2027-04-01T22:00:00.000Z' },
      { start: '2027-04-05T18:00:00.000Z', end: '2027-04-05T19:00:00.000Z' },
    ]);
  });

  it('keeps only the window, merges overlaps, and reads an empty calendar as nothing busy', () => {
    const busy = busyIntervals(
      calendar(
        event('UID:x', 'DTSTAMP:20270101T000000Z', 'DTSTART:20270228T230000Z', 'DTEND:20270301T010000Z'),
        event('UID:y', 'DTSTAMP:20270101T000000Z', 'DTSTART:20270301T003000Z', 'DTEND:20270301T020000Z'),
        event('UID:z', 'DTSTAMP:20270101T000000Z', 'DTSTART:20270601T090000Z', 'DTEND:20270601T100000Z'),
      ),
      window,
      'Europe/Paris',
    );
    expect(busy).toEqual([{ start: '2027-03-01T00:00:00.000Z', end: '2027-03-01T02:00:00.000Z' }]);
    expect(busyIntervals(calendar(), window, 'Europe/Paris')).toEqual([]);
  });

  it('refuses a calendar that asks for more occurrences or time than its budget (ADR 0066)', () => {
    const hostile = recurrenceBomb();
    const started = performance.now();
    expect(() => busyIntervals(hostile, window, 'Europe/Paris')).toThrow(CalendarTooCostly);
    expect(() => busyIntervals(hostile, window, 'Europe/Paris', { maxOccurrences: 1000 })).toThrow(
      /more than 1000 occurrences/,
    );
    expect(() =>
      busyIntervals(hostile, window, 'Europe/Paris', {
        maxOccurrences: 10 * BUSY_MAX_OCCURRENCES,
        deadline: Date.now() + 50,
      }),
    ).toThrow(/out of time/);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
