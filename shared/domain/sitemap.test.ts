import { describe, expect, it } from 'vitest';
import { robotsTxt, SITEMAP_API_PATH, SITEMAP_MAX_URLS, SITEMAP_PATH, sitemap } from './sitemap.ts';

describe('the sitemap', () => {
  it('lists the site’s pages, then each artist page, on the app’s origin', () => {
    const xml = sitemap('https://inkslot.app/', ['ink-mia', 'john.doe']);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect([...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://inkslot.app/',
      'https://inkslot.app/terms',
      'https://inkslot.app/privacy',
      'https://inkslot.app/ink-mia',
      'https://inkslot.app/john.doe',
    ]);
  });

  it('escapes what XML would misread and stays within one sitemap file', () => {
    expect(sitemap('https://a.example/?x=1&y=2', [])).toContain('<loc>https://a.example/?x=1&amp;y=2/</loc>');
    expect(SITEMAP_MAX_URLS + 3).toBe(50_000);
  });

  it('is named by robots.txt, which keeps crawlers out of the app, the portal and the API', () => {
    const robots = robotsTxt('http://localhost:3000/');
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml\n');
    for (const path of ['/app', '/portal', '/api']) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(SITEMAP_API_PATH).toBe(`/api${SITEMAP_PATH}`);
  });
});
