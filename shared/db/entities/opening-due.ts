import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * Something an opening's job does at a set time (its draw, ADR 0096; telling who asked at its
 * start, ADR 0100), filed by the UTC hour it falls due in: one entity per job, the same layout.
 */
export function openingDueEntity<const Name extends string>(entity: Name) {
  return new Entity({
    model: { entity, version: '1', service: SERVICE },
    attributes: {
      /** `2026-12-03T10`: the UTC hour of `dueAt`. */
      dueHour: { type: 'string', required: true, readOnly: true },
      dueAt: { type: 'string', required: true, readOnly: true },
      artistId: { type: 'string', required: true, readOnly: true },
      openingId: { type: 'string', required: true, readOnly: true },
      doneAt: { type: 'string' },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byHour: {
        pk: { field: 'pk', composite: ['dueHour'] },
        sk: { field: 'sk', composite: ['dueAt', 'artistId', 'openingId'] },
      },
    },
  });
}
