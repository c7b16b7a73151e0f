import { describe, expect, it } from 'vitest';
import type { Availability } from '#shared/api/contracts/availability.ts';
import { availabilityErrors, DURATIONS, inputOf, START_TIMES, valuesOf } from './availability-values.ts';

const stamps = { availabilityId: 'a1', createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' };

describe('the availability form values', () => {
  it('offer every start of the 15-minute grid and every length from 15 min to 12 h', () => {
    expect(START_TIMES).toHaveLength(96);
    expect(START_TIMES.slice(0, 2)).toEqual(['00:00', '00:15']);
    expect(START_TIMES.at(-1)).toBe('23:45');
    expect(DURATIONS[0]).toBe(15);
    expect(DURATIONS.at(-1)).toBe(720);
  });

  it('turn a recurring rule into the API body and back', () => {
    const rule: Availability = {
      ...stamps,
      kind: 'recurring',
      weekdays: [2, 4],
      months: [],
      slots: [{ start: '10:00', durationMinutes: 180 }],
      validFrom: '2026-06-01',
    };
    const values = valuesOf(rule);
    expect(values.everyMonth).toBe(true);
    expect(inputOf(values)).toEqual({
      kind: 'recurring',
      weekdays: [2, 4],
      months: [],
      slots: [{ start: '10:00', durationMinutes: 180 }],
      validFrom: '2026-06-01',
    });
    expect(inputOf({ ...values, everyMonth: false, months: [7, 6] })).toMatchObject({ months: [6, 7] });
  });

  it('turn a one-time date into the API body', () => {
    const values = valuesOf({ ...stamps, kind: 'oneTime', date: '2026-07-14', closed: true, slots: [] });
    expect(inputOf(values)).toEqual({ kind: 'oneTime', date: '2026-07-14', closed: true, slots: [] });
  });

  it('name what is missing with the shared messages', () => {
    expect(availabilityErrors({ ...valuesOf(), weekdays: [] })).toMatchObject({
      weekdays: 'validation.availability.weekdaysRequired',
    });
    expect(availabilityErrors({ ...valuesOf(), weekdays: [1], everyMonth: false })).toEqual({
      months: 'web.availability.form.monthsRequired',
    });
    expect(
      availabilityErrors({ ...valuesOf(), weekdays: [1], validFrom: '2026-06-02', validUntil: '2026-06-01' }),
    ).toEqual({ validUntil: 'validation.availability.untilBeforeFrom' });
    expect(availabilityErrors({ ...valuesOf(undefined, 'oneTime') })).toMatchObject({
      date: 'validation.availability.dateRequired',
    });
    expect(availabilityErrors({ ...valuesOf(undefined, 'oneTime'), date: '2026-07-14', slots: [] })).toEqual({
      slots: 'validation.availability.slotsRequired',
    });
    expect(
      availabilityErrors({ ...valuesOf(undefined, 'oneTime'), date: '2026-07-14', closed: true, slots: [] }),
    ).toEqual({});
  });
});
