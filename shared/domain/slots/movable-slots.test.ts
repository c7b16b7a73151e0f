import { describe, expect, it } from 'vitest';
import { movableSlots } from './movable-slots.ts';
import type { SlotEngineInput } from './types.ts';

const base: SlotEngineInput = {
  timeZone: 'Europe/Paris',
  // Mondays: 10:00 for 3 hours, 13:00 for 2 hours (contiguous), and 16:00 for 1 hour.
  recurring: [
    {
      weekdays: [1],
      months: [],
      slots: [
        { start: '10:00', durationMinutes: 180 },
        { start: '13:00', durationMinutes: 120 },
        { start: '16:00', durationMinutes: 60 },
      ],
    },
  ],
  oneTime: [],
  taken: [],
  requestDelayMinutes: 0,
  travels: [],
  window: { from: '2026-05-03T22:00:00Z', to: '2026-05-04T22:00:00Z' },
  now: '2026-05-01T00:00:00Z',
};

const starts = (input: SlotEngineInput, minutes: number) =>
  movableSlots(input, minutes).map((slot) => slot.localStart);

describe('movable slots', () => {
  it('keep the appointment’s length and start on any quarter hour inside the working hours', () => {
    const slots = movableSlots(base, 120);
    expect(slots[0]).toMatchObject({
      slotId: '2026-05-04T10:00/120',
      start: '2026-05-04T08:00:00.000Z',
      end: '2026-05-04T10:00:00.000Z',
      durationMinutes: 120,
    });
    // 10:00 to 15:00 is one working stretch (two slots back to back): starts 10:00 to 13:00.
    expect(starts(base, 120)).toEqual([
      '10:00',
      '10:15',
      '10:30',
      '10:45',
      '11:00',
      '11:15',
      '11:30',
      '11:45',
      '12:00',
      '12:15',
      '12:30',
      '12:45',
      '13:00',
    ]);
    // A 2-hour appointment never fits in the 1-hour slot at 16:00; a 1-hour one does.
    expect(starts(base, 60)).toContain('16:00');
    expect(starts(base, 60)).not.toContain('16:15');
  });

  it('leave out what overlaps something taken, and what starts before now', () => {
    const taken = [{ start: '2026-05-04T09:00:00Z', end: '2026-05-04T10:00:00Z' }]; // 11:00-12:00 local
    const slots = starts({ ...base, taken }, 60);
    expect(slots).toContain('10:00');
    expect(slots).not.toContain('10:15');
    expect(slots).not.toContain('11:30');
    expect(slots).toContain('12:00');
    expect(starts({ ...base, now: '2026-05-04T11:10:00Z' }, 60)[0]).toBe('13:15');
  });

  it('name DST days by their wall time (the autumn change in Paris)', () => {
    const autumn: SlotEngineInput = {
      ...base,
      recurring: [{ weekdays: [0], months: [], slots: [{ start: '01:00', durationMinutes: 180 }] }],
      window: { from: '2026-10-24T22:00:00Z', to: '2026-10-25T23:00:00Z' },
    };
    const slots = movableSlots(autumn, 60);
    const ids = slots.map((slot) => slot.slotId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(slots[0]).toMatchObject({ localStart: '01:00', start: '2026-10-24T23:00:00.000Z' });
  });
});
