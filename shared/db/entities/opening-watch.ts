import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { openingDueEntity } from './opening-due.ts';

/**
 * An address that asked to be told when an artist's book opening starts (issue 31, item 2; ADR
 * 0100). One per opening and address (the sort key is the address's hash, so no address sits in a
 * key): asking again finds it and writes nothing. `confirmedAt` once the address's owner confirmed
 * from the portal (the one confirmation email's sign-in link, ADR 0085); `toldAt` once, in the
 * transaction that records the start email's event; `stoppedAt` when the owner stops it. Removed a day after the opening ends (TTL).
 */
export const OpeningWatchEntity = new Entity({
  model: { entity: 'openingWatch', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    openingId: { type: 'string', required: true, readOnly: true },
    emailHash: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true, readOnly: true },
    locale: { type: LOCALES, required: true },
    askedAt: { type: 'string', required: true, readOnly: true },
    confirmedAt: { type: 'string' },
    toldAt: { type: 'string' },
    /** The owner stopped it: kept, so that a stranger asking again sends nothing more. */
    stoppedAt: { type: 'string' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byOpening: {
      pk: { field: 'pk', composite: ['artistId', 'openingId'] },
      sk: { field: 'sk', composite: ['emailHash'] },
    },
  },
});

export type OpeningWatchItem = EntityItem<typeof OpeningWatchEntity>;

/**
 * An opening's figures of addresses (ADR 0100): `asked` bounds what strangers can store (the cap,
 * taken in the asking transaction under `asked < cap`), `confirmed` is what the artist sees on the
 * opening's card. Its own item, not the artist item the public page reads. Removed with the addresses.
 */
export const OpeningWatchTallyEntity = new Entity({
  model: { entity: 'openingWatchTally', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    openingId: { type: 'string', required: true, readOnly: true },
    asked: { type: 'number' },
    confirmed: { type: 'number' },
    expiresAt: { type: 'number' },
  },
  indexes: {
    byOpening: {
      pk: { field: 'pk', composite: ['artistId', 'openingId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

/**
 * When an opening starts (ADR 0100), filed by the UTC hour it starts in (as `drawDue`), written with
 * the opening in each scheduling transaction: a new time files a new one, and the job passes over one
 * whose opening no longer starts then. `doneAt` once every confirmed address was told. Kept 40 days.
 */
export const OpeningStartDueEntity = openingDueEntity('openingStartDue');

export type OpeningStartDueItem = EntityItem<typeof OpeningStartDueEntity>;
