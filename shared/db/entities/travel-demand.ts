import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';
import { LOCALES } from '#shared/i18n/locales.ts';

/**
 * A visitor who asked to be told when booking opens in a city with an artist (issue 14, item 6):
 * one per artist, city (`cityKey`) and email, so asking again on another travel to the same city
 * replaces it (and asks to be told again after an opening). Told once: `notifiedAt` is set only if
 * unset, in the same transaction as the email's event.
 */
export const TravelDemandEntity = new Entity({
  model: { entity: 'travelDemand', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    cityKey: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true, readOnly: true },
    city: { type: 'string', required: true },
    locale: { type: LOCALES, required: true },
    /** The travel they asked on. */
    travelId: { type: 'string', required: true },
    askedAt: { type: 'string', required: true },
    notifiedAt: { type: 'string' },
  },
  indexes: {
    byArtist: {
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: ['cityKey', 'email'] },
    },
  },
});
