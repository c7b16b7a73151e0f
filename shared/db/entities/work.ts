import { Entity } from 'electrodb';
import { SERVICE } from '#shared/db/names.ts';
import { WORK_TYPES } from '#shared/domain/work-types.ts';
import { artistPageAttributes, artistPageIndex } from './artist-page-item.ts';

const { keys, times } = artistPageAttributes('workId');

/**
 * A realisation (a finished work): a title, its project type (flash, custom, touch-up) and its
 * images in the order the artist chose. Part of the artist page collection.
 */
export const WorkEntity = new Entity({
  model: { entity: 'work', version: '1', service: SERVICE },
  attributes: {
    ...keys,
    title: { type: 'string', required: true },
    type: { type: WORK_TYPES, required: true },
    imageIds: { type: 'list', items: { type: 'string' }, required: true },
    ...times,
  },
  indexes: artistPageIndex('workId'),
});
