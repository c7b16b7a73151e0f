import { describe, expect, it } from 'vitest';
import { calendarFeed } from './calendar-feed.ts';

const booking = {
  bookingId: 'b-1',
  sequence: 2,
  slotStart: '2026-12-03T09:00:00.000Z',
  slotEnd: '2026-12-03T11:00:00.000Z',
  clientFirstName: 'Camille',
  project: 'Custom project · forearm',
  location: 'Riviera Ink, 1 quai des États-Unis, Nice',
  url: 'https://inkslot.app/app/bookings/b-1',
};

describe('calendarFeed', () => {
  it('writes one event per booking with its stable UID, its SEQUENCE, the first name and the place', () => {
    const text = calendarFeed('Inkslot · Léa', [booking, { ...booking, bookingId: 'b-2', sequence: 0 }]);
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('UID:b-1@inkslot');
    expect(text).toContain('SEQUENCE:2');
    expect(text).toContain('DTSTART:20261203T090000Z');
    expect(text).toContain('SUMMARY:Camille · Custom project · forearm');
    expect(text.replace(/\r\n /g, '')).toContain('LOCATION:Riviera Ink\\, 1 quai des États-Unis\\, Nice');
    expect(text).toContain('X-WR-CALNAME:Inkslot · Léa');
  });

  it('is a valid empty calendar without bookings', () => {
    const text = calendarFeed('Inkslot', []);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2.0\r\n/);
    expect(text).not.toContain('VEVENT');
    expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  });
});
