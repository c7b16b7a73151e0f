import { describe, expect, it } from 'vitest';
import { parseArtistPagePath } from './artist-page-path.ts';
import { SITE_PAGES, sitePageFile } from './site-pages.ts';

describe('the site’s prerendered pages', () => {
  it('answers each page’s path, with or without a trailing slash', () => {
    expect(sitePageFile('/')).toBe('/landing.html');
    expect(sitePageFile('/terms')).toBe('/terms.html');
    expect(sitePageFile('/privacy/')).toBe('/privacy.html');
  });

  it('answers nothing for any other path', () => {
    for (const path of ['/app', '/ink-mia', '/terms/x', '/constructor', '/toString', '/privacy.html'])
      expect(sitePageFile(path)).toBeUndefined();
  });

  it('never takes an artist’s page', () => {
    for (const path of Object.keys(SITE_PAGES)) expect(parseArtistPagePath(path)).toBeUndefined();
  });
});
