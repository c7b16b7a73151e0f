import { describe, expect, it } from 'vitest';
import { availabilityFields } from './availability-fields.ts';

const keysOf = (value: unknown) => {
  const result = availabilityFields.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
};

describe('the availability fields', () => {
  it('keeps weekdays and months once each, sorted', () => {
    const parsed = availabilityFields.parse({
      kind: 'recurring',
      weekdays: [5, 1, 1],
      months: [12, 3],
      slots: [{ start: '09:45', durationMinutes: 720 }],
    });
    expect(parsed).toMatchObject({ weekdays: [1, 5], months: [3, 12] });
  });

  it('takes a one-time date as extra slots, a day off, or a replaced day', () => {
    const slot = { start: '10:00', durationMinutes: 15 };
    expect(availabilityFields.parse({ kind: 'oneTime', date: '2031-01-01', slots: [slot] })).toMatchObject({
      closed: false,
    });
    expect(availabilityFields.parse({ kind: 'oneTime', date: '2031-01-01', closed: true })).toMatchObject({
      slots: [],
    });
    expect(keysOf({ kind: 'oneTime', date: '2031-01-01', closed: true, slots: [slot] })).toEqual([]);
    expect(keysOf({ kind: 'oneTime', date: '2031-01-01' })).toEqual([
      'slots:validation.availability.slotsRequired',
    ]);
  });

  it('refuses times off the grid, lengths out of 15..720 or not quarter hours, 13 slots', () => {
    const rule = (slots: unknown) => ({ kind: 'recurring', weekdays: [1], months: [], slots });
    expect(keysOf(rule([{ start: '10:10', durationMinutes: 60 }]))).toEqual([
      'slots.0.start:validation.availability.startStep',
    ]);
    expect(keysOf(rule([{ start: '9:00', durationMinutes: 60 }]))).toEqual([
      'slots.0.start:validation.availability.startInvalid',
      'slots.0.start:validation.availability.startStep',
    ]);
    for (const durationMinutes of [0, 10, 725, 735, 60.5, '60']) {
      expect(keysOf(rule([{ start: '10:00', durationMinutes }]))).toEqual([
        'slots.0.durationMinutes:validation.availability.durationInvalid',
      ]);
    }
    const many = Array.from({ length: 13 }, () => ({ start: '10:00', durationMinutes: 60 }));
    expect(keysOf(rule(many))).toEqual(['slots:validation.availability.slotsTooMany']);
  });
});
