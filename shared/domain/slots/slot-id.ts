import { clockMinutes, dayNumber } from './civil-time.ts';

/** Longest slot: one day of real time. */
export const MAX_SLOT_MINUTES = 1440;

const SLOT_ID = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})\/(\d{1,4})$/;

/**
 * A slot's id: the artist-local wall time of its start and its length, '2026-03-29T10:00/120'. It
 * names the same slot whatever rule produced it and whenever it is computed, and two slots of one
 * artist never share it (an ambiguous wall time always resolves to its first occurrence).
 */
export function slotIdOf(localDate: string, localStart: string, durationMinutes: number): string {
  return `${localDate}T${localStart}/${durationMinutes}`;
}

/** The parts of a slot id, or undefined if the text is not one. */
export function parseSlotId(
  slotId: string,
): { localDate: string; localStart: string; durationMinutes: number } | undefined {
  const match = SLOT_ID.exec(slotId);
  if (!match) return undefined;
  const [, localDate, localStart, minutes] = match as unknown as [string, string, string, string];
  const durationMinutes = Number(minutes);
  if (durationMinutes < 1 || durationMinutes > MAX_SLOT_MINUTES || minutes.startsWith('0')) return undefined;
  try {
    dayNumber(localDate);
    clockMinutes(localStart);
  } catch {
    return undefined;
  }
  return { localDate, localStart, durationMinutes };
}
