import { escapeHtml } from './link-preview.ts';
import { SITE_PAGES } from './site-pages.ts';

/** Where crawlers look for the sitemap, and the API path that answers it (`GET /sitemap.xml`). */
export const SITEMAP_PATH = '/sitemap.xml';
export const SITEMAP_API_PATH = `/api${SITEMAP_PATH}`;

/** A sitemap file holds at most 50,000 addresses (sitemaps.org); the site's own pages come first. */
export const SITEMAP_MAX_URLS = 50_000 - Object.keys(SITE_PAGES).length;

/** The sitemap (sitemaps.org 0.9) of the site's pages and the given artists' public pages. */
export function sitemap(appUrl: string, pseudos: readonly string[]): string {
  const origin = appUrl.replace(/\/+$/, '');
  const paths = [...Object.keys(SITE_PAGES), ...pseudos.map((pseudo) => `/${encodeURIComponent(pseudo)}`)];
  const urls = paths.map((path) => `  <url><loc>${escapeHtml(`${origin}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

/**
 * `robots.txt` (written beside the SPA at deployment, answered by the local gateway): crawlers read
 * the artist pages and the site's pages, not the app, the portal or the API, and find the sitemap.
 */
export function robotsTxt(appUrl: string): string {
  const origin = appUrl.replace(/\/+$/, '');
  return `User-agent: *
Allow: /
Disallow: /app
Disallow: /portal
Disallow: /api

Sitemap: ${origin}${SITEMAP_PATH}
`;
}
