import { Entity } from 'electrodb';
import { WORK_TYPES } from '../../domain/work-types.ts';
import { SERVICE } from '../names.ts';

/**
 * A realisation (a finished work): a title, its project type (flash, custom, touch-up) and its
 * images in the order the artist chose. Part of the artist page collection.
 */
export const WorkEntity = new Entity({
  model: { entity: 'work', version: '1', service: SERVICE },
  attributes: {
    artistId: { type: 'string', required: true, readOnly: true },
    workId: { type: 'string', required: true, readOnly: true },
    title: { type: 'string', required: true },
    type: { type: WORK_TYPES, required: true },
    imageIds: { type: 'list', items: { type: 'string' }, required: true },
    createdAt: { type: 'string', required: true, readOnly: true },
    /** Set by each write (the handlers answer the very value stored); `most recent` sorts by it. */
    updatedAt: { type: 'string', required: true },
  },
  indexes: {
    byArtist: {
      collection: 'artistPage',
      pk: { field: 'pk', composite: ['artistId'] },
      sk: { field: 'sk', composite: ['workId'] },
    },
  },
});
