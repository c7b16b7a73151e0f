import { Entity } from 'electrodb';
import { LOCALES } from '../../i18n/locales.ts';
import { SERVICE } from '../names.ts';

/** An artist's account and public profile. `artistId` is the Cognito `sub`. */
export const ArtistEntity = new Entity({
  model: { entity: 'artist', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    email: { type: 'string', required: true },
    pseudo: { type: 'string', required: true },
    displayName: { type: 'string', required: true },
    bio: { type: 'string' },
    locale: { type: LOCALES, required: true, default: 'fr' },
    timezone: { type: 'string', required: true, default: 'Europe/Paris' },
    plan: { type: ['free', 'pro'] as const, required: true, default: 'free' },
    planStatus: { type: ['active', 'inactive'] as const, required: true, default: 'active' },
    /** Notification settings: message emails at once, or in the daily summary at 18:00. */
    messageEmails: { type: ['instant', 'daily'] as const, required: true, default: 'instant' },
    /** The artist's time zone while `messageEmails` is daily, else absent: keys the sparse digest index. */
    digestZone: { type: 'string' },
    createdAt: { type: 'string', required: true, readOnly: true, default: () => new Date().toISOString() },
    updatedAt: {
      type: 'string',
      required: true,
      default: () => new Date().toISOString(),
      set: () => new Date().toISOString(),
      watch: '*',
    },
  },
  indexes: {
    byId: {
      collection: 'artistPage',
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: [] },
    },
    byPseudo: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['pseudo'] },
      sk: { field: 'gsi1sk', composite: [] },
    },
    byDigestZone: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['digestZone'] },
      sk: { field: 'gsi2sk', composite: ['artistId'] },
    },
  },
});
