import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';
import { LOCALES } from '#shared/i18n/locales.ts';

/**
 * A client (spec: first name, last name, age, email, Instagram, already tattooed), one per normalized
 * email across every artist: the portal (issue 5) shows a client all their requests. Written (upsert)
 * by each booking request they send, so it holds their latest details and language.
 */
export const ClientEntity = new Entity({
  model: { entity: 'client', version: '1', service: SERVICE },
  attributes: {
    email: { type: 'string', required: true, readOnly: true },
    firstName: { type: 'string', required: true },
    lastName: { type: 'string', required: true },
    age: { type: 'number', required: true },
    instagram: { type: 'string' },
    alreadyTattooed: { type: 'boolean', required: true },
    locale: { type: LOCALES, required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byEmail: {
      pk: { field: 'pk', composite: ['email'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
