import {
  civilDay,
  clockMinutes,
  DAY_MS,
  dayNumber,
  epochMs,
  formatClock,
  formatInstant,
  MINUTE_MS,
} from './civil-time.ts';
import { MAX_SLOT_MINUTES, slotIdOf } from './slot-id.ts';
import { overlapsTaken, takenTimeline } from './taken-intervals.ts';
import type {
  BookableSlot,
  OneTimeAvailability,
  RecurringAvailability,
  SlotEngineInput,
  SlotLocation,
  SlotTemplate,
  TravelPeriod,
} from './types.ts';
import { offsetAt, resolveWallTime } from './zone-timeline.ts';

/** Longest window one call computes (two years and a day or two): the cost grows with it. */
export const MAX_WINDOW_DAYS = 732;

interface Template {
  minutes: number;
  clock: string;
  durationMinutes: number;
}

interface Rule {
  weekdays: Set<number>;
  months: Set<number>;
  from: number;
  until: number;
  templates: Template[];
}

interface Travel {
  start: number;
  end: number;
  location: SlotLocation;
}

/**
 * The slots a client can request, sorted by start: recurring and one-time availability resolved in the
 * artist's time zone, minus every slot that overlaps a held or booked interval, starts before
 * now + request delay, or is not entirely inside the window. Pure: no I/O, no clock, no host time zone.
 * Throws RangeError on malformed input (unknown zone, bad date, time or duration).
 */
export function bookableSlots(input: SlotEngineInput): BookableSlot[] {
  const { timeZone } = input;
  const from = epochMs(input.window.from);
  const to = epochMs(input.window.to);
  if (to - from > MAX_WINDOW_DAYS * DAY_MS) {
    throw new RangeError(`Window longer than ${MAX_WINDOW_DAYS} days`);
  }
  if (!Number.isFinite(input.requestDelayMinutes) || input.requestDelayMinutes < 0) {
    throw new RangeError(`Not a request delay: ${input.requestDelayMinutes}`);
  }
  const earliest = Math.max(from, epochMs(input.now) + input.requestDelayMinutes * MINUTE_MS);
  const rules = input.recurring.map(toRule);
  const oneTime = byDate(input.oneTime);
  const travels = input.travels.map(toTravel);
  const taken = takenTimeline(input.taken);
  if (to <= earliest) return [];

  // Local dates are not monotonic in time (a fall-back at midnight returns to the previous date), so
  // walk one extra day on each side and let the instant filters decide.
  const firstDay = Math.floor((earliest + offsetAt(timeZone, earliest)) / DAY_MS) - 1;
  const lastDay = Math.floor((to + offsetAt(timeZone, to)) / DAY_MS) + 1;
  const found: { start: number; slot: BookableSlot }[] = [];
  const seen = new Set<string>();
  for (let day = firstDay; day <= lastDay; day++) {
    const { date, month, weekday } = civilDay(day);
    const extra = oneTime.get(day);
    const templates: Template[] = [];
    if (!extra?.closed) {
      for (const rule of rules) {
        if (
          rule.weekdays.has(weekday) &&
          (rule.months.size === 0 || rule.months.has(month)) &&
          day >= rule.from &&
          day <= rule.until
        ) {
          templates.push(...rule.templates);
        }
      }
    }
    if (extra) templates.push(...extra.templates);
    if (templates.length === 0) continue;

    const location = travelOn(travels, day);
    for (const template of templates) {
      const start = resolveWallTime(timeZone, day * DAY_MS + template.minutes * MINUTE_MS);
      if (start === undefined) continue; // the spring-forward gap
      const end = start + template.durationMinutes * MINUTE_MS;
      if (start < earliest || end > to || overlapsTaken(taken, start, end)) continue;
      const slotId = slotIdOf(date, template.clock, template.durationMinutes);
      if (seen.has(slotId)) continue;
      seen.add(slotId);
      found.push({
        start,
        slot: {
          start: formatInstant(start),
          end: formatInstant(end),
          localDate: date,
          localStart: template.clock,
          durationMinutes: template.durationMinutes,
          slotId,
          ...(location && { location: { ...location } }),
        },
      });
    }
  }
  found.sort(
    (a, b) =>
      a.start - b.start ||
      a.slot.durationMinutes - b.slot.durationMinutes ||
      (a.slot.slotId < b.slot.slotId ? -1 : 1),
  );
  return found.map(({ slot }) => slot);
}

function toTemplate(slot: SlotTemplate): Template {
  const minutes = clockMinutes(slot.start);
  const { durationMinutes } = slot;
  if (!Number.isInteger(durationMinutes) || durationMinutes < 1 || durationMinutes > MAX_SLOT_MINUTES) {
    throw new RangeError(`Not a slot length (1 to ${MAX_SLOT_MINUTES} minutes): ${durationMinutes}`);
  }
  return { minutes, clock: formatClock(minutes), durationMinutes };
}

function integersIn(values: number[], min: number, max: number, what: string): Set<number> {
  for (const value of values) {
    if (!Number.isInteger(value) || value < min || value > max)
      throw new RangeError(`Not a ${what}: ${value}`);
  }
  return new Set(values);
}

function toRule(rule: RecurringAvailability): Rule {
  return {
    weekdays: integersIn(rule.weekdays, 0, 6, 'weekday (0 = Sunday to 6 = Saturday)'),
    months: integersIn(rule.months, 1, 12, 'month (1 to 12)'),
    from: rule.validFrom ? dayNumber(rule.validFrom) : Number.NEGATIVE_INFINITY,
    until: rule.validUntil ? dayNumber(rule.validUntil) : Number.POSITIVE_INFINITY,
    templates: rule.slots.map(toTemplate),
  };
}

/** One-time entries per day number; several entries of one date combine. */
function byDate(entries: OneTimeAvailability[]): Map<number, { closed: boolean; templates: Template[] }> {
  const days = new Map<number, { closed: boolean; templates: Template[] }>();
  for (const entry of entries) {
    const day = dayNumber(entry.date);
    const current = days.get(day) ?? { closed: false, templates: [] };
    if (entry.closed) current.closed = true;
    current.templates.push(...entry.slots.map(toTemplate));
    days.set(day, current);
  }
  return days;
}

function toTravel(travel: TravelPeriod): Travel {
  return {
    start: dayNumber(travel.startDate),
    end: dayNumber(travel.endDate),
    location: { travelId: travel.travelId, shopName: travel.shopName, city: travel.city },
  };
}

/** The travel covering a local day; when several do, the one that started last (first listed on a tie). */
function travelOn(travels: Travel[], day: number): SlotLocation | undefined {
  let best: Travel | undefined;
  for (const travel of travels) {
    if (travel.start <= day && day <= travel.end && (!best || travel.start > best.start)) best = travel;
  }
  return best?.location;
}
