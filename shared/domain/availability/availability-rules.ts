/**
 * Availability rules (spec: recurring = days, months, time slots; one-time = a date with its slots).
 * Slot starts sit on a 15-minute grid and last 15 min to 12 h in 15-minute steps, so every slot covers
 * whole 15-minute slices (the unit of a slot hold, docs/decisions/0018-slot-holds-by-slices.md).
 */
export const SLOT_STEP_MINUTES = 15;
export const SLOT_MIN_MINUTES = 15;
export const SLOT_MAX_MINUTES = 720;
/** Slots in one availability (a recurring rule or a one-time date). */
export const SLOTS_PER_AVAILABILITY_MAX = 12;
/** Availabilities (recurring and one-time together) per artist. */
export const AVAILABILITIES_MAX = 100;

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `value` is a wall time 'HH:mm' (00:00 to 23:59). */
export function isClock(value: string): boolean {
  return CLOCK.test(value);
}

/** Whether the wall time 'HH:mm' sits on the 15-minute grid (00, 15, 30 or 45). */
export function isOnSlotGrid(value: string): boolean {
  const match = CLOCK.exec(value);
  return !!match && Number(match[2]) % SLOT_STEP_MINUTES === 0;
}

/** Whether a slot length is allowed: 15 to 720 minutes, a multiple of 15. */
export function isSlotDuration(minutes: number): boolean {
  return (
    Number.isInteger(minutes) &&
    minutes >= SLOT_MIN_MINUTES &&
    minutes <= SLOT_MAX_MINUTES &&
    minutes % SLOT_STEP_MINUTES === 0
  );
}
