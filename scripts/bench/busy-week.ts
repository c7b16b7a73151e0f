import type { RecurringAvailability } from '#shared/domain/slots/types.ts';

/**
 * The benches' artist's weekly rules: three sessions Tuesday to Saturday, a long Monday in summer
 * (July and August). The slot engine's bench and the public API's bench open the same week.
 */
export const BUSY_WEEK: readonly RecurringAvailability[] = [
  {
    weekdays: [2, 3, 4, 5, 6],
    months: [],
    slots: [
      { start: '10:00', durationMinutes: 180 },
      { start: '14:00', durationMinutes: 120 },
      { start: '17:00', durationMinutes: 150 },
    ],
  },
  { weekdays: [1], months: [7, 8], slots: [{ start: '11:00', durationMinutes: 240 }] },
];
