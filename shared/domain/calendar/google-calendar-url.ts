/**
 * A Google Calendar "add event" link (the TEMPLATE action), for the portal's "Add to Google
 * Calendar". Times in UTC (`YYYYMMDDTHHmmssZ`), so Google shows them in the user's own zone. Runs in
 * the browser and in Lambda.
 */
export interface GoogleCalendarInput {
  title: string;
  /** ISO 8601 instant. */
  start: string;
  /** ISO 8601 instant. */
  end: string;
  details?: string;
  location?: string;
}

export const GOOGLE_CALENDAR_BASE = 'https://calendar.google.com/calendar/render';

export function googleCalendarUrl({ title, start, end, details, location }: GoogleCalendarInput): string {
  const params = new URLSearchParams({ action: 'TEMPLATE', text: title, dates: `${utc(start)}/${utc(end)}` });
  if (details) params.set('details', details);
  if (location) params.set('location', location);
  return `${GOOGLE_CALENDAR_BASE}?${params.toString()}`;
}

function utc(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`googleCalendarUrl: not an ISO instant: ${iso}`);
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}
