import ICAL from 'ical.js';
import { DAY_MS, dayNumber, MINUTE_MS } from '#shared/domain/slots/civil-time.ts';
import { resolveWallTime, startOfLocalDay } from '#shared/domain/slots/zone-timeline.ts';

/**
 * The artist's busy times from an external calendar (issue 14, item 7): the events of an ICS feed
 * (Google, Apple, Outlook) that fall in a window, as UTC intervals the slot engine takes as taken.
 * Free events (`TRANSP:TRANSPARENT`) and cancelled ones do not block; recurring events are expanded
 * with their exceptions; an all-day event blocks the whole local day of the artist; a time without
 * a zone is the artist's wall time. Nothing of an event but its interval is kept.
 */
export interface BusyInterval {
  start: string;
  end: string;
}

/** How far ahead busy times are read: the slots a client can see. */
export const BUSY_HORIZON_DAYS = 180;
/** At most this many intervals per artist (a runaway recurrence stops there). */
const BUSY_MAX_INTERVALS = 3000;
/**
 * At most this many occurrences looked at in one calendar, all its events together (ADR 0066): a
 * year of a busy artist's calendar is a few thousand; a file built to keep the reader busy (thousands
 * of events recurring every second) is refused here, before it costs more than a fraction of a second.
 */
export const BUSY_MAX_OCCURRENCES = 50_000;

/** A calendar that asks more work than its budget: refused as a whole (the last good read stays). */
export class CalendarTooCostly extends Error {
  constructor(reason: string) {
    super(`calendar too costly to read: ${reason}`);
    this.name = 'CalendarTooCostly';
  }
}

export interface BusyLimits {
  /** Occurrences looked at, all events together; default BUSY_MAX_OCCURRENCES. */
  maxOccurrences?: number;
  /** A time (ms since the epoch) past which the expansion stops with CalendarTooCostly. */
  deadline?: number;
}

type Time = InstanceType<typeof ICAL.Time>;

function isZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The instant of an iCalendar time: UTC as is, a named IANA zone or the artist's wall time. */
function instantOf(time: Time, zoneName: string | undefined, artistZone: string): number {
  if (time.isDate) return startOfLocalDay(artistZone, time.toString().slice(0, 10)).getTime();
  if (time.zone === ICAL.Timezone.utcTimezone) return time.toJSDate().getTime();
  const wall =
    dayNumber(
      `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`,
    ) *
      DAY_MS +
    (time.hour * 60 + time.minute) * MINUTE_MS +
    time.second * 1000;
  const zone = zoneName && isZone(zoneName) ? zoneName : artistZone;
  return resolveWallTime(zone, wall) ?? resolveWallTime(zone, wall + 60 * MINUTE_MS) ?? wall;
}

function zoneOf(property: InstanceType<typeof ICAL.Property> | null): string | undefined {
  const tzid = property?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : undefined;
}

/**
 * The busy intervals of an ICS text in [from, to), sorted, overlapping ones merged. Throws
 * CalendarTooCostly past `limits` (checked at every occurrence; a single step of ical.js that never
 * returns is the caller's to bound: functions/lib/calendar runs this in a worker with a time limit).
 */
export function busyIntervals(
  ics: string,
  window: { from: Date; to: Date },
  artistZone: string,
  limits: BusyLimits = {},
): BusyInterval[] {
  const maxOccurrences = limits.maxOccurrences ?? BUSY_MAX_OCCURRENCES;
  let looked = 0;
  const spend = () => {
    looked += 1;
    if (looked > maxOccurrences) throw new CalendarTooCostly(`more than ${maxOccurrences} occurrences`);
    if (limits.deadline !== undefined && (looked & 63) === 0 && Date.now() > limits.deadline)
      throw new CalendarTooCostly('out of time');
  };
  const root = new ICAL.Component(ICAL.parse(ics));
  const events = root.getAllSubcomponents('vevent');
  const from = window.from.getTime();
  const to = window.to.getTime();
  const found: [number, number][] = [];
  const push = (start: number, end: number) => {
    if (end > from && start < to && end > start) found.push([Math.max(start, from), Math.min(end, to)]);
  };
  // Exceptions (RECURRENCE-ID) belong to their series.
  const masters = new Map<string, InstanceType<typeof ICAL.Event>>();
  const exceptions: InstanceType<typeof ICAL.Event>[] = [];
  for (const component of events) {
    const event = new ICAL.Event(component);
    if (event.isRecurrenceException()) exceptions.push(event);
    else masters.set(event.uid ?? `${masters.size}`, event);
  }
  for (const exception of exceptions) masters.get(exception.uid)?.relateException(exception);

  const blocks = (component: InstanceType<typeof ICAL.Component>) =>
    String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() !== 'TRANSPARENT' &&
    String(component.getFirstPropertyValue('status') ?? '').toUpperCase() !== 'CANCELLED';

  for (const event of masters.values()) {
    spend();
    const startZone = zoneOf(event.component.getFirstProperty('dtstart'));
    const endZone = zoneOf(event.component.getFirstProperty('dtend')) ?? startZone;
    if (!event.isRecurring()) {
      if (blocks(event.component))
        push(
          instantOf(event.startDate, startZone, artistZone),
          instantOf(event.endDate, endZone, artistZone),
        );
      continue;
    }
    const iterator = event.iterator();
    for (let count = 0; count < BUSY_MAX_INTERVALS; count++) {
      spend();
      const next = iterator.next();
      if (!next) break;
      const details = event.getOccurrenceDetails(next);
      const start = instantOf(details.startDate, startZone, artistZone);
      if (start >= to) break;
      if (blocks(details.item.component)) push(start, instantOf(details.endDate, endZone, artistZone));
    }
  }
  found.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of found) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged
    .slice(0, BUSY_MAX_INTERVALS)
    .map(([start, end]) => ({ start: new Date(start).toISOString(), end: new Date(end).toISOString() }));
}
