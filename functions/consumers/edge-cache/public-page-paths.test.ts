import { describe, expect, it } from 'vitest';
import { publicPagePaths } from './public-page-paths.ts';

describe('publicPagePaths', () => {
  it('invalidates the page data and slots in one path for a travel, an availability or a setting', () => {
    expect(publicPagePaths('travel.created', 'mia')).toEqual(['/api/artists/mia*']);
    expect(publicPagePaths('availability.updated', 'mia')).toEqual(['/api/artists/mia*']);
    expect(publicPagePaths('artist.reservation-settings-updated', 'mia')).toEqual(['/api/artists/mia*']);
  });

  it('adds the pages’ HTML when the link preview may change (profile, flashes, works)', () => {
    for (const detailType of ['artist.profile-updated', 'flash.created', 'work.deleted'] as const) {
      expect(publicPagePaths(detailType, 'mia')).toEqual(['/api/artists/mia*', '/mia*', '/api/pages/mia*']);
    }
  });
});
