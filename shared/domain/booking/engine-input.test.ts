import { describe, expect, it } from 'vitest';
import { bookableSlots } from '#shared/domain/slots/bookable-slots.ts';
import { compactSlots, engineAvailabilities, heldIntervals } from './engine-input.ts';
import { slotWindow } from './slot-window.ts';

const items = [
  {
    kind: 'recurring' as const,
    weekdays: [6],
    months: [],
    slots: [
      { start: '10:00', durationMinutes: 120 },
      { start: '14:00', durationMinutes: 60 },
    ],
  },
  {
    kind: 'oneTime' as const,
    date: '2026-05-04',
    closed: false,
    slots: [{ start: '09:00', durationMinutes: 30 }],
  },
  { kind: 'oneTime' as const, date: '2026-05-09', closed: true, slots: [] },
];

describe('from stored items to the engine and back to the compact answer', () => {
  it('maps availabilities as the engine takes them', () => {
    expect(engineAvailabilities(items)).toEqual({
      recurring: [
        {
          weekdays: [6],
          months: [],
          slots: items[0]!.slots,
          validFrom: undefined,
          validUntil: undefined,
        },
      ],
      oneTime: [
        { date: '2026-05-04', slots: [{ start: '09:00', durationMinutes: 30 }] },
        { date: '2026-05-09', slots: [], closed: true },
      ],
    });
  });

  it('groups slots by local day, as [start, minutes] pairs, a travel as an index, held ones out', () => {
    const window = slotWindow('Europe/Paris', '2026-05-01', 14);
    const slots = bookableSlots({
      timeZone: 'Europe/Paris',
      ...engineAvailabilities(items),
      taken: heldIntervals([{ sliceStart: '2026-05-02T12:15:00.000Z' }]),
      requestDelayMinutes: 0,
      travels: [
        { travelId: 't1', startDate: '2026-05-02', endDate: '2026-05-04', shopName: 'Nord', city: 'Lille' },
      ],
      window,
      now: '2026-04-01T00:00:00Z',
    });
    expect(
      compactSlots(slots, { timezone: 'Europe/Paris', from: '2026-05-01', to: window.lastDate }),
    ).toEqual({
      timezone: 'Europe/Paris',
      from: '2026-05-01',
      to: '2026-05-14',
      locations: [{ travelId: 't1', shopName: 'Nord', city: 'Lille' }],
      days: [
        // 14:00 Paris is 12:00Z: the held 12:15Z slice removes it.
        { date: '2026-05-02', location: 0, slots: [['10:00', 120]] },
        { date: '2026-05-04', location: 0, slots: [['09:00', 30]] },
        // Saturday 2026-05-09 is closed: no day at all.
      ],
    });
  });

  it('leaves out slots past the last day even when the window reaches further', () => {
    const window = slotWindow('Europe/Paris', '2026-05-02', 1);
    expect(window.lastDate).toBe('2026-05-02');
    expect(window.from.toISOString()).toBe('2026-05-01T22:00:00.000Z');
    expect(window.to.getTime()).toBeGreaterThan(new Date('2026-05-03T10:00:00Z').getTime());
  });
});
