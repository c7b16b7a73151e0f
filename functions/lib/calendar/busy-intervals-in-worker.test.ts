import { describe, expect, it } from 'vitest';
import { calendar, event, recurrenceBomb } from '#shared/domain/calendar/test-calendars.ts';
import { busyIntervalsInWorker } from './busy-intervals-in-worker.ts';

const window = { from: new Date('2027-03-01T00:00:00Z'), to: new Date('2027-04-30T00:00:00Z') };

describe('busyIntervalsInWorker', () => {
  it('answers the busy intervals of a calendar, computed in a worker thread', async () => {
    const answer = await busyIntervalsInWorker(
      calendar(
        event('UID:x', 'DTSTAMP:20270101T000000Z', 'DTSTART:20270302T090000Z', 'DTEND:20270302T100000Z'),
      ),
      window,
      'Europe/Paris',
    );
    expect(answer).toEqual({
      intervals: [{ start: '2027-03-02T09:00:00.000Z', end: '2027-03-02T10:00:00.000Z' }],
    });
  });

  it('answers too_costly past the budget, not_calendar for garbage, and stops a worker at its limit', async () => {
    const hostile = recurrenceBomb();
    expect(await busyIntervalsInWorker(hostile, window, 'Europe/Paris')).toEqual({ failure: 'too_costly' });
    expect(await busyIntervalsInWorker('BEGIN:VCALENDAR\r\nnonsense', window, 'Europe/Paris')).toEqual({
      failure: 'not_calendar',
    });
    // A budget larger than the limit: the worker itself is terminated at the limit.
    const started = performance.now();
    expect(
      await busyIntervalsInWorker(hostile, window, 'Europe/Paris', { budgetMs: 60_000, limitMs: 300 }),
    ).toEqual({ failure: 'too_costly' });
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
