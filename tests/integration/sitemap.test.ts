import { describe, expect, it } from 'vitest';
import { applyCloudEnv } from '#tests/support/cloud-env.ts';
import { onboardedArtist } from '#tests/support/portfolio.ts';

/** `/sitemap.xml` and `/robots.txt` on the app's origin, as a crawler reads them (issue 9, item 6). */
const cloud = applyCloudEnv();

describe('sitemap.xml', () => {
  it('lists every claimed artist page, in pseudo order, with the site’s pages', async () => {
    const [first, second] = await Promise.all([onboardedArtist(), onboardedArtist()]);
    // Crawlers get the edge's copy for an hour; these artists are minutes old, so read past it.
    const response = await fetch(`${cloud.urls.app}/sitemap.xml`, {
      headers: { 'cache-control': 'no-cache' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=3600/);
    const locations = [...(await response.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations.slice(0, 3)).toEqual([
      `${cloud.urls.app}/`,
      `${cloud.urls.app}/terms`,
      `${cloud.urls.app}/privacy`,
    ]);
    for (const artist of [first, second]) expect(locations).toContain(`${cloud.urls.app}/${artist.pseudo}`);
    const pseudos = locations.slice(3).map((location) => location?.slice(cloud.urls.app.length + 1) ?? '');
    expect(pseudos).toEqual([...pseudos].sort());
  });

  it('is named by robots.txt with this origin', async () => {
    const response = await fetch(`${cloud.urls.app}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${cloud.urls.app}/sitemap.xml`);
    expect(text).toContain('Disallow: /app');
  });
});
