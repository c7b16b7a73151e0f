import { describe, expect, it } from 'vitest';
import { artistPageApiPath, parseArtistPagePath, parseBookingFormPath } from './artist-page-path.ts';

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

  it("reads the booking form's first paths, which the same route serves with the app's entry (ADR 0106)", () => {
    expect(parseBookingFormPath('/Ink-Mia/form')).toEqual({ pseudo: 'ink-mia' });
    expect(parseBookingFormPath('/ink-mia/form/')).toEqual({ pseudo: 'ink-mia' });
    expect(parseBookingFormPath('/ink-mia/form/flash')).toEqual({ pseudo: 'ink-mia' });
    expect(artistPageApiPath('/ink-mia/form/flash')).toBe('/api/pages/ink-mia/form/flash');
    for (const path of [
      '/ink-mia/form/confirm/0b6c3f2e',
      '/ink-mia/form/a/b',
      '/ink-mia/forms',
      '/app/form',
      '/portal/form',
      '/robots.txt/form',
      '/ink-mia/form.js',
    ]) {
      expect(parseBookingFormPath(path), path).toBeUndefined();
      expect(artistPageApiPath(path), path).toBeUndefined();
    }
    // A flash whose id is `form` stays an artist page; the artist-page entry leaves the form to the app's.
    expect(parseBookingFormPath('/ink-mia/flashs/form')).toBeUndefined();
    expect(parseArtistPagePath('/ink-mia/form')).toBeUndefined();
  });
});
