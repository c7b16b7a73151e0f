/** Calendars for the tests of the busy-times reader (unit, worker, bundled worker): built, not files. */
export const calendar = (...events: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR'].join('\r\n');
export const event = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');

/** A recurrence bomb (ADR 0066): `count` events each recurring every second since 2020. */
export const recurrenceBomb = (count = 40) =>
  calendar(
    ...Array.from({ length: count }, (_, uid) =>
      event(
        `UID:s${uid}`,
        'DTSTAMP:20270101T000000Z',
        'DTSTART:20200101T000000Z',
        'DTEND:20200101T000001Z',
        'RRULE:FREQ=SECONDLY',
      ),
    ),
  );
