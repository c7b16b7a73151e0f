import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';
import { DRAW_ALGORITHM } from '#shared/domain/booking/opening.ts';
import { openingDueEntity } from './opening-due.ts';

/**
 * A request in a draw opening's pool (ADR 0096): confirmed during the opening, it waits for the draw
 * here instead of reaching the artist. It keeps what the request will be, as the unconfirmed item
 * did (`request`, `project`, `location`); its slot stays held until an hour after the draw. The job
 * sets `outcome` once, in the transaction that writes the drawn request or closes it as not drawn.
 * One partition per opening, so the job reads the pool in one query. Kept 30 days after the draw.
 */
export const DrawEntryEntity = new Entity({
  model: { entity: 'drawEntry', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    openingId: { type: 'string', required: true, readOnly: true },
    requestId: { type: 'string', required: true, readOnly: true },
    request: { type: 'any', required: true },
    project: { type: 'any', required: true },
    location: { type: 'any' },
    enteredAt: { type: 'string', required: true, readOnly: true },
    outcome: { type: ['drawn', 'not-drawn'] as const },
    answeredAt: { type: 'string' },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byOpening: {
      pk: { field: 'pk', composite: ['artistId', 'openingId'] },
      sk: { field: 'sk', composite: ['requestId'] },
    },
  },
});

export type DrawEntryItem = EntityItem<typeof DrawEntryEntity>;

/**
 * A draw's record (ADR 0096): the seed, the sorted entrants, the cap and the winners, created once
 * (only if absent), so a job that runs again reads it and draws nothing again. Anyone holding it
 * picks the same winners again (`drawWinners`). Kept for good, as the opening's proof.
 */
export const OpeningDrawEntity = new Entity({
  model: { entity: 'openingDraw', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    openingId: { type: 'string', required: true, readOnly: true },
    algorithm: { type: [DRAW_ALGORITHM] as const, required: true, readOnly: true },
    seed: { type: 'string', required: true, readOnly: true },
    entrants: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
    cap: { type: 'number', required: true, readOnly: true },
    winners: { type: 'list', items: { type: 'string' }, required: true, readOnly: true },
    drawnAt: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    byOpening: {
      pk: { field: 'pk', composite: ['artistId', 'openingId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

/**
 * When a draw opening is to be drawn, filed by the UTC hour it falls due in (as `sessionReminder`),
 * written with the opening in the scheduling transaction; a new time files a new one, and the job
 * skips one whose opening is no longer that one or no longer due then. `doneAt` once every entrant
 * has its answer. Kept 40 days after it falls due (TTL).
 */
export const DrawDueEntity = openingDueEntity('drawDue');

export type DrawDueItem = EntityItem<typeof DrawDueEntity>;
