import { describe, expect, it } from 'vitest';
import { artistPageApiPath, parseArtistPagePath } from './artist-page-path.ts';

describe("artists' public page paths", () => {
  it('reads the pseudo (lower-cased), the section and the item', () => {
    expect(parseArtistPagePath('/Ink-Mia')).toEqual({ pseudo: 'ink-mia' });
    expect(parseArtistPagePath('/john.doe/')).toEqual({ pseudo: 'john.doe' });
    expect(parseArtistPagePath('/ink-mia/flashs')).toEqual({ pseudo: 'ink-mia', section: 'flashs' });
    expect(parseArtistPagePath('/ink-mia/done/0b6c3f2e-6a53')).toEqual({
      pseudo: 'ink-mia',
      section: 'done',
      itemId: '0b6c3f2e-6a53',
    });
  });

  it("leaves the SPA's own routes, reserved words and static files alone", () => {
    for (const path of [
      '/',
      '/app',
      '/login',
      '/portal/login',
      '/404',
      '/media',
      '/favicon.svg',
      '/config.json',
      '/assets/index-abc.js',
      '/ink-mia/form',
      '/ink-mia/flashs/1/more',
      '/.well-known',
      '/@vite/client',
      '/a%20b',
    ]) {
      expect(parseArtistPagePath(path), path).toBeUndefined();
    }
  });

  it('maps a page to its link-preview route on the API', () => {
    expect(artistPageApiPath('/ink-mia/')).toBe('/api/pages/ink-mia');
    expect(artistPageApiPath('/ink-mia/flashs/f1')).toBe('/api/pages/ink-mia/flashs/f1');
    expect(artistPageApiPath('/app')).toBeUndefined();
  });
});
