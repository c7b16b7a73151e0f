/**
 * The integration files that run alone, after the others (vitest.config.ts, ADR 0079): each runs a
 * job over the whole shared table, where another file's bookings, notices, calendars or images
 * would be among its due items.
 */
export const INTEGRATION_SERIAL_FILES = [
  // The deposit deadline job: every booking waiting for its deposit in the hours it looks back.
  'tests/integration/deposit-policy.test.ts',
  'tests/integration/waitlist.test.ts',
  // The notices job: every reminder and aftercare note due.
  'tests/integration/client-notices.test.ts',
  // The session reminders job: every project's reminder due (ADR 0093).
  'tests/integration/projects.test.ts',
  'tests/integration/touch-ups.test.ts',
  // The healed photo's request, sent by the notices job (ADR 0101).
  'tests/integration/healed-photos.test.ts',
  // The kept deposits' lifetimes: every booking a client cancelled with its deposit paid (ADR 0097).
  'tests/integration/deposit-lifetimes.test.ts',
  // The opening's burst: 200 confirmations, 40 in flight, through the one local cloud; alone, it
  // does not slow the other files' calls behind it (it tripled lifecycle-consumers' time beside them).
  'tests/integration/book-openings.test.ts',
  // The opening draws' job: every draw due in the hours it looks back (ADR 0096).
  'tests/integration/opening-draw.test.ts',
  // The opening starts' job: every start due in the hours it looks back (ADR 0100).
  'tests/integration/opening-alerts.test.ts',
  // The busy calendars' schedule: every subscribed calendar.
  'tests/integration/busy-calendar.test.ts',
  // Scripts that walk the whole table and bucket.
  'tests/integration/backfill-index-keys.test.ts',
  'tests/integration/private-by-default-script.test.ts',
];
