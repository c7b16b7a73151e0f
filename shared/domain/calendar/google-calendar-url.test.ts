import { describe, expect, it } from 'vitest';
import { GOOGLE_CALENDAR_BASE, googleCalendarUrl } from './google-calendar-url.ts';

describe('googleCalendarUrl', () => {
  it('builds a TEMPLATE link with UTC dates and encoded texts', () => {
    const url = new URL(
      googleCalendarUrl({
        title: 'Tatouage & retouche',
        start: '2026-05-10T10:00:00+02:00',
        end: '2026-05-10T12:30:00+02:00',
        details: 'Prix : 250 €',
        location: '12 rue des Arts, Lyon',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(GOOGLE_CALENDAR_BASE);
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('text')).toBe('Tatouage & retouche');
    expect(url.searchParams.get('dates')).toBe('20260510T080000Z/20260510T103000Z');
    expect(url.searchParams.get('details')).toBe('Prix : 250 €');
    expect(url.searchParams.get('location')).toBe('12 rue des Arts, Lyon');
  });

  it('omits details and location when absent', () => {
    const url = new URL(
      googleCalendarUrl({ title: 'T', start: '2026-01-01T00:00:00Z', end: '2026-01-01T01:00:00Z' }),
    );
    expect(url.searchParams.has('details')).toBe(false);
    expect(url.searchParams.has('location')).toBe(false);
  });

  it('rejects an invalid instant', () => {
    expect(() => googleCalendarUrl({ title: 'T', start: 'x', end: '2026-01-01T01:00:00Z' })).toThrow();
  });
});
