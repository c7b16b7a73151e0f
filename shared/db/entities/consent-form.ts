import { Entity, type EntityItem } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';

/**
 * One version of an artist's consent settings and form (ADR 0088): every save writes the next version,
 * created only if absent (two editors saving over the same version: one wins, the other gets 409), and
 * never changes it. A booking asks for the version current when it was accepted, read by `savedAt`.
 */
export const ConsentFormEntity = new Entity({
  model: { entity: 'consentForm', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    version: { type: 'number', required: true, readOnly: true, padding: { length: 6, char: '0' } },
    /** The settings as the contract `consentSettings` parsed them (the form in three languages). */
    settings: { type: 'any', required: true, readOnly: true },
    savedAt: { type: 'string', required: true, readOnly: true },
    /** Copies of `settings.enabled` and `settings.deadlineHours`: the status list reads only these. */
    enabled: { type: 'boolean', required: true, readOnly: true },
    deadlineHours: { type: 'number', required: true, readOnly: true },
  },
  indexes: {
    byArtist: {
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: ['version'] },
    },
  },
});

/** One consent form version as ElectroDB reads and writes it. */
export type ConsentFormItem = EntityItem<typeof ConsentFormEntity>;
