import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bookableSlots } from './bookable-slots.ts';
import type { BookableSlot, OneTimeAvailability, SlotEngineInput, SlotTemplate } from './types.ts';

/**
 * Properties of the slot engine over every IANA zone Intl knows, with windows around that zone's
 * offset changes (or anywhere in the year for a zone without any). The oracle below reads wall clocks
 * with its own Intl formatter and never calls the engine's zone code.
 */
const ZONES = Intl.supportedValuesOf('timeZone');
const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** 300 by default; `SLOT_PROPERTY_RUNS=5000` for a longer hunt. */
const RUNS = Number(process.env.SLOT_PROPERTY_RUNS ?? 300);

// ---------- oracle: wall clocks straight from Intl ----------

const formats = new Map<string, Intl.DateTimeFormat>();
function wallOf(
  instant: number,
  zone: string,
): { date: string; clock: string; seconds: number; wall: number } {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const clock = `${parts.hour}:${parts.minute}`;
  const seconds = Number(parts.second);
  const wall = Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    seconds,
  );
  return { date, clock, seconds, wall };
}

const offsetOf = (instant: number, zone: string) =>
  wallOf(instant, zone).wall - Math.floor(instant / 1000) * 1000;
const dateOfDay = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY;
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every instant at which the zone's clocks read `date clock`:00 (0 in a gap, 2 in a repeated hour). */
function instantsOf(zone: string, date: string, clock: string): number[] {
  const wall = Date.parse(`${date}T${clock}:00Z`);
  const offsets = new Set<number>();
  for (let probe = wall - 30 * HOUR; probe <= wall + 30 * HOUR; probe += 2 * HOUR)
    offsets.add(offsetOf(probe, zone));
  return [...offsets]
    .map((offset) => wall - offset)
    .filter((instant) => {
      const read = wallOf(instant, zone);
      return read.date === date && read.clock === clock && read.seconds === 0;
    })
    .sort((a, b) => a - b);
}

/** Hours (UTC) in a year at which the zone's offset changes: daily probe, then hourly. */
const changesCache = new Map<string, number[]>();
function offsetChanges(zone: string, year: number): number[] {
  const key = `${zone}/${year}`;
  const cached = changesCache.get(key);
  if (cached) return cached;
  const changes: number[] = [];
  const start = Date.UTC(year, 0, 1);
  let previous = offsetOf(start, zone);
  for (let day = start + DAY; day <= Date.UTC(year + 1, 0, 1); day += DAY) {
    const offset = offsetOf(day, zone);
    if (offset === previous) continue;
    for (let hour = day - DAY + HOUR; hour <= day; hour += HOUR) {
      if (offsetOf(hour, zone) !== previous) {
        changes.push(hour);
        break;
      }
    }
    previous = offset;
  }
  changesCache.set(key, changes);
  return changes;
}

// ---------- scenarios ----------

const template = fc.record({
  near: fc.boolean(),
  minute: fc.integer({ min: 0, max: 1439 }),
  delta: fc.integer({ min: -150, max: 150 }),
  durationMinutes: fc.oneof(
    fc.integer({ min: 1, max: 40 }).map((quarters) => quarters * 15),
    fc.integer({ min: 1, max: 1440 }),
  ),
});
type TemplateSeed = typeof template extends fc.Arbitrary<infer T> ? T : never;

/** Zones whose offset differs between January and July: half the scenarios use one of them. */
const SEASONAL_ZONES = ZONES.filter(
  (zone) => offsetOf(Date.UTC(2026, 0, 1), zone) !== offsetOf(Date.UTC(2026, 6, 1), zone),
);
/** A day relative to the anchor's local date, often the anchor's own. */
const dayNear = (min: number, max: number) => fc.oneof(fc.constant(0), fc.integer({ min, max }));

const seeds = fc.record({
  zone: fc.oneof(fc.constantFrom(...SEASONAL_ZONES), fc.constantFrom(...ZONES)),
  year: fc.integer({ min: 2024, max: 2037 }),
  pick: fc.nat(),
  fromShiftMinutes: fc.integer({ min: -4 * 1440, max: 1440 }),
  lengthMinutes: fc.integer({ min: 1, max: 10 * 1440 }),
  rules: fc.array(
    fc.record({
      weekdays: fc.subarray([0, 1, 2, 3, 4, 5, 6]),
      onAnchorWeekday: fc.boolean(),
      months: fc.constantFrom<'every' | 'anchor' | 'other'>('every', 'anchor', 'other'),
      slots: fc.array(template, { maxLength: 4 }),
      validFrom: fc.option(fc.integer({ min: -3, max: 3 }), { nil: undefined }),
      validUntil: fc.option(fc.integer({ min: -1, max: 8 }), { nil: undefined }),
    }),
    { maxLength: 3 },
  ),
  oneTime: fc.array(
    fc.record({
      day: dayNear(-2, 6),
      closed: fc.boolean(),
      slots: fc.array(template, { maxLength: 3 }),
    }),
    { maxLength: 4 },
  ),
  taken: fc.array(
    fc.record({
      startMinutes: fc.integer({ min: -600, max: 10 * 1440 }),
      lengthMinutes: fc.integer({ min: -30, max: 600 }),
    }),
    { maxLength: 6 },
  ),
  requestDelayMinutes: fc.integer({ min: 0, max: 3 * 1440 }),
  nowShiftMinutes: fc.integer({ min: -5 * 1440, max: 3 * 1440 }),
  travels: fc.array(
    fc.record({ day: fc.integer({ min: -4, max: 8 }), days: fc.integer({ min: 0, max: 5 }) }),
    { maxLength: 3 },
  ),
});

type Seed = typeof seeds extends fc.Arbitrary<infer T> ? T : never;

/**
 * An engine input whose window lies around one of the zone's offset changes in `year`. Focused: the
 * window is the 3 days around the change, every slot starts within 2.5 h of it, nothing else filters.
 */
function scenarioFrom(seed: Seed, focused: boolean): SlotEngineInput {
  const { zone } = seed;
  const changes = offsetChanges(zone, seed.year);
  const anchor =
    changes.length > 0
      ? changes[seed.pick % changes.length]!
      : Date.UTC(seed.year, 0, 1) + (seed.pick % 365) * DAY + (seed.pick % 24) * HOUR;
  const anchorWall = wallOf(anchor, zone);
  const anchorDay = dayOf(anchorWall.date);
  const anchorMinute = Number(anchorWall.clock.slice(0, 2)) * 60 + Number(anchorWall.clock.slice(3));
  const anchorMonth = Number(anchorWall.date.slice(5, 7));
  const anchorWeekday = new Date(anchorDay * DAY).getUTCDay();
  const toTemplate = (t: TemplateSeed): SlotTemplate => ({
    start: clockOf(t.near || focused ? (((anchorMinute + t.delta) % 1440) + 1440) % 1440 : t.minute),
    durationMinutes: t.durationMinutes,
  });
  const from = anchor + (focused ? -36 * 60 : seed.fromShiftMinutes) * MINUTE;
  const length = focused ? 72 * 60 : seed.lengthMinutes;
  return {
    timeZone: zone,
    recurring: seed.rules.map((rule) => ({
      weekdays: rule.onAnchorWeekday ? [...new Set([...rule.weekdays, anchorWeekday])] : rule.weekdays,
      months:
        rule.months === 'every' ? [] : rule.months === 'anchor' ? [anchorMonth] : [(anchorMonth % 12) + 1],
      slots: rule.slots.map(toTemplate),
      validFrom: rule.validFrom === undefined ? undefined : dateOfDay(anchorDay + rule.validFrom),
      validUntil: rule.validUntil === undefined ? undefined : dateOfDay(anchorDay + rule.validUntil),
    })),
    oneTime: seed.oneTime.map(
      (entry): OneTimeAvailability => ({
        date: dateOfDay(anchorDay + entry.day),
        slots: entry.slots.map(toTemplate),
        ...(entry.closed && { closed: true }),
      }),
    ),
    taken: (focused ? [] : seed.taken).map((taken) => ({
      start: new Date(from + taken.startMinutes * MINUTE).toISOString(),
      end: new Date(from + (taken.startMinutes + taken.lengthMinutes) * MINUTE).toISOString(),
    })),
    requestDelayMinutes: focused ? 0 : seed.requestDelayMinutes,
    travels: seed.travels.map((travel, index) => ({
      travelId: `travel-${index}`,
      startDate: dateOfDay(anchorDay + travel.day),
      endDate: dateOfDay(anchorDay + travel.day + travel.days),
      shopName: `Shop ${index}`,
      city: `City ${index}`,
    })),
    window: {
      from: new Date(from).toISOString(),
      to: new Date(from + length * MINUTE).toISOString(),
    },
    now: new Date(from + (focused ? -1440 : seed.nowShiftMinutes) * MINUTE).toISOString(),
  };
}

const scenarios = seeds.map((seed) => scenarioFrom(seed, false));
const aroundChanges = fc
  .tuple(seeds, fc.constantFrom(...SEASONAL_ZONES))
  .map(([seed, zone]) => scenarioFrom({ ...seed, zone }, true));
const anyScenario = fc.oneof(scenarios, aroundChanges);

// ---------- the expected answer, computed the slow way ----------

const ms = (instant: string | Date) => new Date(instant).getTime();
/** Whether [start, end) shares an instant with a taken [from, to): an empty interval shares none. */
const overlaps = (taken: { start: string | Date; end: string | Date }, start: number, end: number) =>
  ms(taken.start) < ms(taken.end) && ms(taken.start) < end && ms(taken.end) > start;

/** The templates that apply on a local date, from the rules as the ADR states them. */
function templatesOn(input: SlotEngineInput, date: string): SlotTemplate[] {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const month = Number(date.slice(5, 7));
  const entries = input.oneTime.filter((entry) => entry.date === date);
  const closed = entries.some((entry) => entry.closed);
  const recurring = closed
    ? []
    : input.recurring
        .filter(
          (rule) =>
            rule.weekdays.includes(weekday) &&
            (rule.months.length === 0 || rule.months.includes(month)) &&
            (!rule.validFrom || rule.validFrom <= date) &&
            (!rule.validUntil || date <= rule.validUntil),
        )
        .flatMap((rule) => rule.slots);
  return [...recurring, ...entries.flatMap((entry) => entry.slots)];
}

function expectedTravel(input: SlotEngineInput, date: string) {
  let best: SlotEngineInput['travels'][number] | undefined;
  for (const travel of input.travels) {
    if (travel.startDate <= date && date <= travel.endDate && (!best || travel.startDate > best.startDate)) {
      best = travel;
    }
  }
  return best && { travelId: best.travelId, shopName: best.shopName, city: best.city };
}

interface Coverage {
  runs: number;
  withSlots: number;
  gapWallTimes: number;
  repeatedOffered: number;
  takenRemoved: number;
}
const newCoverage = (): Coverage => ({
  runs: 0,
  withSlots: 0,
  gapWallTimes: 0,
  repeatedOffered: 0,
  takenRemoved: 0,
});

function expectedSlots(input: SlotEngineInput, coverage: Coverage): BookableSlot[] {
  const { timeZone } = input;
  const from = ms(input.window.from);
  const to = ms(input.window.to);
  const earliest = Math.max(from, ms(input.now) + input.requestDelayMinutes * MINUTE);
  const found = new Map<string, BookableSlot>();
  for (let day = dayOf(wallOf(from, timeZone).date) - 2; day <= dayOf(wallOf(to, timeZone).date) + 2; day++) {
    const date = dateOfDay(day);
    for (const slot of templatesOn(input, date)) {
      const instants = instantsOf(timeZone, date, slot.start);
      if (instants.length === 0) coverage.gapWallTimes++;
      const start = instants[0];
      if (start === undefined) continue;
      const end = start + slot.durationMinutes * MINUTE;
      if (start < earliest || end > to) continue;
      if (input.taken.some((taken) => overlaps(taken, start, end))) {
        coverage.takenRemoved++;
        continue;
      }
      if (instants.length > 1) coverage.repeatedOffered++;
      const slotId = `${date}T${slot.start}/${slot.durationMinutes}`;
      const location = expectedTravel(input, date);
      found.set(slotId, {
        start: new Date(start).toISOString(),
        end: new Date(end).toISOString(),
        localDate: date,
        localStart: slot.start,
        durationMinutes: slot.durationMinutes,
        slotId,
        ...(location && { location }),
      });
    }
  }
  return [...found.values()].sort(
    (a, b) =>
      ms(a.start) - ms(b.start) || a.durationMinutes - b.durationMinutes || (a.slotId < b.slotId ? -1 : 1),
  );
}

// ---------- properties ----------

const TITLE = `slot engine properties (${ZONES.length} zones, ${SEASONAL_ZONES.length} with seasons; ${RUNS} runs each, TZ=${process.env.TZ ?? 'unset'})`;

describe(TITLE, { timeout: 30_000 + RUNS * 20 }, () => {
  it('equals the slow answer: Intl wall clocks, first occurrence, filters and travels as documented', () => {
    const coverage = newCoverage();
    fc.assert(
      fc.property(scenarios, (input) => {
        const slots = bookableSlots(input);
        coverage.runs++;
        if (slots.length > 0) coverage.withSlots++;
        expect(slots).toEqual(expectedSlots(input, coverage));
      }),
      { numRuns: RUNS },
    );
    // The scenarios reach what they are about: non-empty answers, taken slots.
    expect(coverage.runs).toBe(RUNS);
    expect(coverage.withSlots).toBeGreaterThan(RUNS / 5);
    expect(coverage.takenRemoved).toBeGreaterThan(0);
  });

  it('equals the slow answer around offset changes: no slot in a gap, a repeated time at its first instant', () => {
    const coverage = newCoverage();
    fc.assert(
      fc.property(aroundChanges, (input) => {
        const slots = bookableSlots(input);
        coverage.runs++;
        if (slots.length > 0) coverage.withSlots++;
        expect(slots).toEqual(expectedSlots(input, coverage));
      }),
      { numRuns: RUNS },
    );
    expect(coverage.gapWallTimes).toBeGreaterThan(0);
    expect(coverage.repeatedOffered).toBeGreaterThan(0);
  });

  it("every slot starts at a rule's wall time as the zone's clocks show it, so never in a gap", () => {
    fc.assert(
      fc.property(anyScenario, (input) => {
        for (const slot of bookableSlots(input)) {
          const read = wallOf(ms(slot.start), input.timeZone);
          expect([read.date, read.clock, read.seconds]).toEqual([slot.localDate, slot.localStart, 0]);
          expect(templatesOn(input, slot.localDate)).toContainEqual({
            start: slot.localStart,
            durationMinutes: slot.durationMinutes,
          });
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('a slot lasts exactly its duration of real time', () => {
    fc.assert(
      fc.property(anyScenario, (input) => {
        for (const slot of bookableSlots(input)) {
          expect(ms(slot.end) - ms(slot.start)).toBe(slot.durationMinutes * MINUTE);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('no slot overlaps a taken interval, starts before now + delay or leaves the window', () => {
    fc.assert(
      fc.property(anyScenario, (input) => {
        const earliest = ms(input.now) + input.requestDelayMinutes * MINUTE;
        for (const slot of bookableSlots(input)) {
          const [start, end] = [ms(slot.start), ms(slot.end)];
          for (const taken of input.taken) expect(overlaps(taken, start, end)).toBe(false);
          expect(start).toBeGreaterThanOrEqual(earliest);
          expect(start).toBeGreaterThanOrEqual(ms(input.window.from));
          expect(end).toBeLessThanOrEqual(ms(input.window.to));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('ids are unique, name the wall time and length, and slots come sorted by start', () => {
    fc.assert(
      fc.property(anyScenario, (input) => {
        const slots = bookableSlots(input);
        expect(new Set(slots.map((slot) => slot.slotId)).size).toBe(slots.length);
        for (const slot of slots) {
          expect(slot.slotId).toBe(`${slot.localDate}T${slot.localStart}/${slot.durationMinutes}`);
        }
        for (let i = 1; i < slots.length; i++) {
          expect(ms(slots[i]!.start)).toBeGreaterThanOrEqual(ms(slots[i - 1]!.start));
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("a slot during a travel carries the travel's shop and city, and only then", () => {
    fc.assert(
      fc.property(anyScenario, (input) => {
        for (const slot of bookableSlots(input)) {
          const covering = input.travels.filter(
            (travel) => travel.startDate <= slot.localDate && slot.localDate <= travel.endDate,
          );
          if (covering.length === 0) expect(slot.location).toBeUndefined();
          else expect(covering.map((travel) => travel.travelId)).toContain(slot.location?.travelId);
          if (slot.location) {
            const travel = input.travels.find((candidate) => candidate.travelId === slot.location?.travelId);
            expect(slot.location).toEqual({
              travelId: travel?.travelId,
              shopName: travel?.shopName,
              city: travel?.city,
            });
          }
        }
      }),
      { numRuns: RUNS },
    );
  });
});
