import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * An artist's external calendar (issue 14, item 7): the private ICS address whose events block
 * their slots. Filed under one partition so the schedule lists every artist who gave one in one
 * query; the artist's own busy times live in their page collection (`busyTimes`).
 */
export const BusyCalendarEntity = new Entity({
  model: { entity: 'busyCalendar', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    url: { type: 'string', required: true },
    addedAt: { type: 'string', required: true },
  },
  indexes: {
    all: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: ['artistId'] },
    },
  },
});

/**
 * The busy intervals read from the artist's external calendar, and how the last read went. In the
 * artist page collection, so the slot engine reads them with the availabilities in the same query;
 * never shown to a client (the public page picks what it shows).
 */
export const BusyTimesEntity = new Entity({
  model: { entity: 'busyTimes', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    intervals: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: { start: { type: 'string', required: true }, end: { type: 'string', required: true } },
      },
    },
    /** The last successful read. */
    fetchedAt: { type: 'string' },
    /**
     * The last read failed (the intervals of the read before stay): `unreadable`, whatever the cause
     * (ADR 0065; the cause goes to the logs only). The other values are those of reads before issue 28.
     */
    failure: { type: ['unreadable', 'unreachable', 'not_calendar', 'too_large'] as const },
    failedAt: { type: 'string' },
  },
  indexes: {
    byArtist: {
      collection: 'artistPage',
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
