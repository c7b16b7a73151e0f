import { bookableSlots } from './bookable-slots.ts';
import { civilDay, DAY_MS, epochMs, formatClock, formatInstant, MINUTE_MS } from './civil-time.ts';
import { slotIdOf } from './slot-id.ts';
import type { BookableSlot, SlotEngineInput } from './types.ts';
import { offsetAt } from './zone-timeline.ts';

/** Starts offered to an artist moving an appointment: every quarter of an hour. */
const MOVE_STEP_MINUTES = 15;

interface WorkWindow {
  start: number;
  end: number;
  location: BookableSlot['location'];
}

/** The artist's working windows: the slots they offer, whatever is taken, contiguous ones of one place joined. */
function workWindows(input: SlotEngineInput): WorkWindow[] {
  const offered = bookableSlots({ ...input, taken: [], requestDelayMinutes: 0, now: input.window.from });
  const windows: WorkWindow[] = [];
  for (const slot of offered) {
    const start = epochMs(slot.start);
    const end = epochMs(slot.end);
    const last = windows.at(-1);
    if (last && start <= last.end && last.location?.travelId === slot.location?.travelId) {
      last.end = Math.max(last.end, end);
    } else {
      windows.push({ start, end, location: slot.location });
    }
  }
  return windows;
}

/**
 * Where an appointment of `durationMinutes` can move (the artist's move, issue 15): any start on the
 * quarter hour inside the artist's working hours (the slots they offer; contiguous ones of one place
 * joined) where the whole length fits, after `now` plus the request delay, and overlapping nothing
 * taken. The appointment keeps its own length: a 2-hour booking moved into a 3-hour slot stays 2 hours.
 * Slot ids name the start and the length (`2026-05-02T10:30/120`), as every slot's does.
 */
export function movableSlots(
  input: SlotEngineInput,
  durationMinutes: number,
  stepMinutes = MOVE_STEP_MINUTES,
): BookableSlot[] {
  const length = durationMinutes * MINUTE_MS;
  const step = stepMinutes * MINUTE_MS;
  const earliest = Math.max(
    epochMs(input.window.from),
    epochMs(input.now) + input.requestDelayMinutes * MINUTE_MS,
  );
  const to = epochMs(input.window.to);
  const taken = input.taken.map((interval) => [epochMs(interval.start), epochMs(interval.end)] as const);
  const found: BookableSlot[] = [];
  const seen = new Set<string>();
  for (const window of workWindows(input)) {
    for (let start = window.start; start + length <= Math.min(window.end, to); start += step) {
      const end = start + length;
      if (start < earliest || taken.some(([from, until]) => from < end && until > start)) continue;
      const wall = start + offsetAt(input.timeZone, start);
      const localDate = civilDay(Math.floor(wall / DAY_MS)).date;
      const localStart = formatClock(Math.floor((((wall % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS));
      const slotId = slotIdOf(localDate, localStart, durationMinutes);
      if (seen.has(slotId)) continue; // the repeated autumn hour: its first occurrence only
      seen.add(slotId);
      found.push({
        start: formatInstant(start),
        end: formatInstant(end),
        localDate,
        localStart,
        durationMinutes,
        slotId,
        ...(window.location && { location: { ...window.location } }),
      });
    }
  }
  return found;
}
