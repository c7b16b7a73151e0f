import { createEvents, type EventAttributes } from 'ics';
import { bookingUid, ICS_PRODUCT_ID } from './booking-ics.ts';

/** One booking as the artist's calendar subscription shows it. */
export interface FeedBooking {
  bookingId: string;
  sequence: number;
  slotStart: string;
  slotEnd: string;
  clientFirstName: string;
  /** The project in the artist's words ('Custom project · forearm, 10 x 6 cm'). */
  project: string;
  /** The travel's shop and address, else the residency; none when unknown. */
  location?: string | undefined;
  /** The booking in the app. */
  url: string;
}

/**
 * The artist's bookings as one iCalendar document (RFC 5545) for a calendar subscription (issue 14,
 * item 7): one VEVENT per confirmed booking, with the booking's stable UID and SEQUENCE (a move
 * replaces the event), the client's first name only, and the place (a travel's address). A booking
 * cancelled since simply leaves the feed, which subscribed calendars read as removed.
 */
export function calendarFeed(name: string, bookings: readonly FeedBooking[]): string {
  if (bookings.length === 0) return emptyCalendar(name);
  const events: EventAttributes[] = bookings.map((booking) => ({
    productId: ICS_PRODUCT_ID,
    calName: name,
    uid: bookingUid(booking.bookingId),
    sequence: booking.sequence,
    start: Date.parse(booking.slotStart),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(booking.slotEnd),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${booking.clientFirstName} · ${booking.project}`,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    url: booking.url,
    ...(booking.location && { location: booking.location }),
  }));
  const { error, value } = createEvents(events);
  if (error || !value) throw new Error(`calendarFeed: ${error?.message ?? 'no output'}`);
  return value;
}

/** A calendar with no event (the `ics` package writes none for an empty list). */
function emptyCalendar(name: string): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    `X-WR-CALNAME:${name.replace(/[\r\n,;]/g, ' ')}`,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
