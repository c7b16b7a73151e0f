import { createEvent } from 'ics';

/**
 * One booking as an iCalendar (RFC 5545) document, through the `ics` package. Runs in Lambda and in
 * the browser (no node-only import).
 *
 * - `uid` is stable per booking (`${bookingId}@inkslot`, see `bookingUid`) so calendars update the
 *   same event instead of adding one;
 * - `sequence` comes from the booking (0 when accepted, +1 per move): a higher SEQUENCE replaces the
 *   event a calendar already holds;
 * - `METHOD:PUBLISH`: the file states the appointment; it is not an invitation to answer (a REQUEST
 *   or a CANCEL would need an ORGANIZER and an ATTENDEE, RFC 5546);
 * - `status: 'CANCELLED'` writes `STATUS:CANCELLED` with the next SEQUENCE, which cancels it.
 */
export interface BookingIcsInput {
  uid: string;
  sequence: number;
  /** ISO 8601 instant. */
  start: string;
  /** ISO 8601 instant. */
  end: string;
  title: string;
  description?: string;
  location?: string;
  url?: string;
  status: 'CONFIRMED' | 'CANCELLED';
}

export const ICS_PRODUCT_ID = '-//Inkslot//Bookings//EN';

/** The calendar UID of a booking: stable across moves and cancellation. */
export const bookingUid = (bookingId: string): string => `${bookingId}@inkslot`;

export function bookingIcs(input: BookingIcsInput): string {
  const start = instant(input.start, 'start');
  const end = instant(input.end, 'end');
  const { error, value } = createEvent({
    productId: ICS_PRODUCT_ID,
    method: 'PUBLISH',
    uid: input.uid,
    sequence: input.sequence,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: input.title,
    status: input.status,
    busyStatus: 'BUSY',
    ...(input.description ? { description: input.description } : {}),
    ...(input.location ? { location: input.location } : {}),
    ...(input.url ? { url: input.url } : {}),
  });
  if (error || !value) throw new Error(`bookingIcs: ${error?.message ?? 'no output'}`);
  return value;
}

function instant(iso: string, name: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`bookingIcs: ${name} is not an ISO instant: ${iso}`);
  return ms;
}
