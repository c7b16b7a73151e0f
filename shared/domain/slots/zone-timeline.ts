import { utcOffsetMs } from '#shared/domain/local-time.ts';
import { clockMinutes, DAY_MS, dayNumber, MINUTE_MS } from './civil-time.ts';

/**
 * A time zone's UTC offsets as a cached list of transitions, so that resolving thousands of wall times
 * costs no Intl call once the zone's period is known. Time is cut into fixed 128-day chunks; a chunk
 * is read from Intl once per process (a daily probe, then a bisection to the second at each change)
 * and kept. Assumes, as every tz rule since 1970 does, that offset changes are more than a day apart.
 */
const CHUNK_MS = 128 * DAY_MS;

interface Chunk {
  /** The offset at the chunk's first instant. */
  first: number;
  /** Instants where the offset changes, ascending, and the offset from each on. */
  changes: number[];
  offsets: number[];
}

const timelines = new Map<string, Map<number, Chunk>>();

function readChunk(timeZone: string, index: number): Chunk {
  const start = index * CHUNK_MS;
  const end = start + CHUNK_MS;
  const chunk: Chunk = { first: utcOffsetMs(start, timeZone), changes: [], offsets: [] };
  let current = chunk.first;
  let cursor = start;
  for (let probe = start + DAY_MS; probe <= end; probe += DAY_MS) {
    const target = utcOffsetMs(probe, timeZone);
    while (target !== current) {
      // Bisect in whole seconds: the offset is `current` at lo and something else at hi.
      let lo = cursor / 1000;
      let hi = probe / 1000;
      while (hi - lo > 1) {
        const mid = Math.floor((lo + hi) / 2);
        if (utcOffsetMs(mid * 1000, timeZone) === current) lo = mid;
        else hi = mid;
      }
      cursor = hi * 1000;
      current = utcOffsetMs(cursor, timeZone);
      if (cursor < end) {
        chunk.changes.push(cursor);
        chunk.offsets.push(current);
      }
    }
    cursor = probe;
  }
  return chunk;
}

/** The UTC offset (ms) of `timeZone` at an instant (epoch ms); RangeError for an unknown zone. */
export function offsetAt(timeZone: string, instant: number): number {
  let chunks = timelines.get(timeZone);
  if (!chunks) {
    utcOffsetMs(0, timeZone); // throws before an unknown zone gets a cache entry
    chunks = new Map();
    timelines.set(timeZone, chunks);
  }
  const index = Math.floor(instant / CHUNK_MS);
  let chunk = chunks.get(index);
  if (!chunk) {
    chunk = readChunk(timeZone, index);
    chunks.set(index, chunk);
  }
  for (let i = chunk.changes.length - 1; i >= 0; i--) {
    if (chunk.changes[i]! <= instant) return chunk.offsets[i]!;
  }
  return chunk.first;
}

/**
 * The instant (epoch ms) at which the clocks of `timeZone` show a wall time (ms since 1970-01-01T00:00
 * read as UTC). Undefined when the wall time does not exist (the spring-forward gap); when it exists
 * twice (the repeated autumn hour), the FIRST occurrence, i.e. the earlier instant.
 */
export function resolveWallTime(timeZone: string, wall: number): number | undefined {
  const before = offsetAt(timeZone, wall - DAY_MS);
  const after = offsetAt(timeZone, wall + DAY_MS);
  let found: number | undefined;
  if (offsetAt(timeZone, wall - before) === before) found = wall - before;
  if (after !== before && offsetAt(timeZone, wall - after) === after) {
    if (found === undefined || wall - after < found) found = wall - after;
  }
  return found;
}

/** `resolveWallTime` for a local date 'YYYY-MM-DD' and a time 'HH:mm'. */
export function instantOfLocalTime(timeZone: string, date: string, clock: string): Date | undefined {
  const instant = resolveWallTime(timeZone, dayNumber(date) * DAY_MS + clockMinutes(clock) * MINUTE_MS);
  return instant === undefined ? undefined : new Date(instant);
}

/**
 * The first instant of a local date in `timeZone`: its midnight, or when midnight falls in a gap, the
 * instant the clocks jump (America/Santiago 2026-09-06: 00:00 does not exist, the day starts at 01:00).
 * For a date the zone skipped entirely (Pacific/Apia 2011-12-30), the start of the next date shown.
 * The slots of local dates [a, b) are those of the window [startOfLocalDay(a), startOfLocalDay(b) + 1
 * day) whose localDate is before b (a slot may run past midnight).
 */
export function startOfLocalDay(timeZone: string, date: string): Date {
  const wall = dayNumber(date) * DAY_MS;
  const midnight = resolveWallTime(timeZone, wall);
  if (midnight !== undefined) return new Date(midnight);
  // In the gap: the offset is the old one at wall - after and the new one at wall - before.
  let lo = (wall - offsetAt(timeZone, wall + DAY_MS)) / 1000;
  let hi = (wall - offsetAt(timeZone, wall - DAY_MS)) / 1000;
  const old = offsetAt(timeZone, lo * 1000);
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (offsetAt(timeZone, mid * 1000) === old) lo = mid;
    else hi = mid;
  }
  return new Date(hi * 1000);
}

/** Forgets every cached timeline: the next call reads Intl again (benchmarks measure a cold start). */
export function clearZoneTimelines(): void {
  timelines.clear();
}
