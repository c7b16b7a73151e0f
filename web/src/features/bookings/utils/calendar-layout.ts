import { localClock, localDate } from '#shared/domain/local-time.ts';
import { addDays } from '#web/src/lib/wall-time.ts';

/** A moment as the artist's wall clock reads it: the local day and the minutes since its midnight. */
export interface WallTime {
  date: string;
  minute: number;
}

/** What the layout needs of a booking: its UTC instants. */
export interface Timed {
  slot: { start: string; end: string };
}

/**
 * One booking on one day of the calendar, in the artist's wall time. A booking past midnight is
 * placed on each day it touches (`continuesBefore` / `continuesAfter`). Bookings that overlap share
 * the day's width: `lane` of `lanes`.
 */
export interface PlacedBooking<T extends Timed> {
  booking: T;
  day: string;
  /** Minutes since the day's midnight on its wall clock, end excluded (1440: until midnight). */
  startMinute: number;
  endMinute: number;
  /** The whole booking's start and end on the wall clock, for its label. */
  start: WallTime;
  end: WallTime;
  continuesBefore: boolean;
  continuesAfter: boolean;
  lane: number;
  lanes: number;
}

/** Where an instant falls on a time zone's wall clock. */
export function wallTimeOf(instant: string | Date, timeZone: string): WallTime {
  const moment = typeof instant === 'string' ? new Date(instant) : instant;
  const { hour, minute } = localClock(moment, timeZone);
  return { date: localDate(moment, timeZone), minute: hour * 60 + minute };
}

function piecesOf<T extends Timed>(booking: T, timeZone: string) {
  const startMs = Date.parse(booking.slot.start);
  const endMs = Date.parse(booking.slot.end);
  const start = wallTimeOf(booking.slot.start, timeZone);
  const end = wallTimeOf(booking.slot.end, timeZone);
  const realMinutes = Math.max(0, Math.round((endMs - startMs) / 60_000));
  // Ending exactly at midnight belongs to the day before.
  const lastDay = end.date > start.date && end.minute === 0 ? addDays(end.date, -1) : end.date;
  const pieces: Omit<PlacedBooking<T>, 'lane' | 'lanes'>[] = [];
  // A slot lasts at most one day; the bound only guards against a malformed answer.
  for (let day = start.date, guard = 0; day <= lastDay && guard < 3; day = addDays(day, 1), guard += 1) {
    const startMinute = day === start.date ? start.minute : 0;
    let endMinute = day === end.date ? end.minute : 1440;
    // Wall clocks go back an hour in autumn: 02:30 → 02:30 is an hour, not nothing.
    if (start.date === end.date && endMinute <= startMinute) {
      endMinute = Math.min(1440, startMinute + realMinutes);
    }
    pieces.push({
      booking,
      day,
      startMinute,
      endMinute,
      start,
      end,
      continuesBefore: day !== start.date,
      continuesAfter: day !== lastDay,
    });
  }
  return pieces;
}

/** Gives overlapping bookings of one day side-by-side lanes (each group of overlaps shares its width). */
function assignLanes<T extends Timed>(
  pieces: Omit<PlacedBooking<T>, 'lane' | 'lanes'>[],
): PlacedBooking<T>[] {
  const sorted = [...pieces].sort((a, b) => a.startMinute - b.startMinute || b.endMinute - a.endMinute);
  const placed: PlacedBooking<T>[] = [];
  let group: PlacedBooking<T>[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    for (const item of group) item.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const piece of sorted) {
    if (piece.startMinute >= groupEnd) closeGroup();
    let lane = laneEnds.findIndex((end) => end <= piece.startMinute);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = piece.endMinute;
    const item = { ...piece, lane, lanes: 1 };
    group.push(item);
    placed.push(item);
    groupEnd = Math.max(groupEnd, piece.endMinute);
  }
  closeGroup();
  return placed;
}

/**
 * Lays bookings out on the given local days of a time zone (the artist's): each day gets its
 * bookings in time order with their wall-clock minutes and lanes. Days outside `days` are left out;
 * every day of `days` has an entry, empty or not.
 */
export function placeBookings<T extends Timed>(
  bookings: readonly T[],
  days: readonly string[],
  timeZone: string,
): Map<string, PlacedBooking<T>[]> {
  const byDay = new Map<string, Omit<PlacedBooking<T>, 'lane' | 'lanes'>[]>(days.map((day) => [day, []]));
  for (const booking of bookings) {
    for (const piece of piecesOf(booking, timeZone)) byDay.get(piece.day)?.push(piece);
  }
  return new Map([...byDay].map(([day, pieces]) => [day, assignLanes(pieces)]));
}

/**
 * The hours a time grid shows: by default `defaultStart`–`defaultEnd`, widened to whole hours so
 * that every placed booking fits.
 */
export function hourRange(
  placed: Iterable<{ startMinute: number; endMinute: number }>,
  defaultStart = 8,
  defaultEnd = 20,
): { startHour: number; endHour: number } {
  let startHour = defaultStart;
  let endHour = defaultEnd;
  for (const item of placed) {
    startHour = Math.min(startHour, Math.floor(item.startMinute / 60));
    endHour = Math.max(endHour, Math.ceil(item.endMinute / 60));
  }
  return { startHour, endHour };
}
