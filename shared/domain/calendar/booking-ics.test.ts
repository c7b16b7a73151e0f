import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingIcs, bookingUid } from './booking-ics.ts';

const base = {
  uid: bookingUid('req_123'),
  sequence: 0,
  start: '2026-05-10T08:00:00.000Z',
  end: '2026-05-10T10:30:00.000Z',
  title: 'Tatouage — Inkslot, Léa',
  description: 'Prix : 250,00 €\nAcompte : 80,00 €',
  location: 'Black Lotus, 12 rue des Arts, Lyon',
  url: 'https://inkslot.test/portal/login',
  status: 'CONFIRMED' as const,
};

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('no VEVENT');
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('bookingIcs', () => {
  it('round-trips through an RFC 5545 parser with the booking’s uid, times and texts', () => {
    const { calendar, vevent, event } = parse(bookingIcs(base));
    // Published, not an invitation: a REQUEST would need an ORGANIZER and an ATTENDEE (RFC 5546).
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(vevent.getFirstPropertyValue('organizer')).toBeNull();
    expect(event.uid).toBe('req_123@inkslot');
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().toISOString()).toBe(base.start);
    expect(event.endDate.toJSDate().toISOString()).toBe(base.end);
    expect(event.summary).toBe(base.title);
    expect(event.description).toBe(base.description);
    expect(event.location).toBe(base.location);
    expect(vevent.getFirstPropertyValue('url')).toBe(base.url);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('carries the SEQUENCE given so a moved booking replaces the calendar event', () => {
    const { event } = parse(
      bookingIcs({ ...base, sequence: 3, start: '2026-05-11T09:00:00Z', end: '2026-05-11T11:00:00Z' }),
    );
    expect(event.uid).toBe('req_123@inkslot');
    expect(event.sequence).toBe(3);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-05-11T09:00:00.000Z');
  });

  it('publishes STATUS:CANCELLED with the next SEQUENCE for a cancellation', () => {
    const ics = bookingIcs({ ...base, sequence: 2, status: 'CANCELLED' });
    expect(ics).toContain('\r\nMETHOD:PUBLISH\r\n');
    expect(ics).toContain('\r\nSTATUS:CANCELLED\r\n');
    const { event, calendar } = parse(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.sequence).toBe(2);
  });

  it('leaves optional properties out when absent', () => {
    const ics = bookingIcs({
      uid: 'b@inkslot',
      sequence: 0,
      start: base.start,
      end: base.end,
      title: 'T',
      status: 'CONFIRMED',
    });
    expect(ics).not.toMatch(/\r\n(DESCRIPTION|LOCATION|URL)[:;]/);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('rejects a start that is not an instant', () => {
    expect(() => bookingIcs({ ...base, start: 'tomorrow' })).toThrow(/start/);
  });
});
