import * as z from 'zod';

/**
 * `GET /pages/{path+}`: the SPA's `index.html` for a public page (`/{pseudo}`, `/{pseudo}/flashs/{id}`,
 * `/{pseudo}/done/{id}`), with that page's title and Open Graph tags, so a link pasted in a chat
 * previews the artist. CloudFront sends those paths here (see docs/decisions); the answer is HTML.
 */
export const pageParams = z.object({ path: z.string() });
export const pageHtml = z.string();

/** `GET /sitemap.xml`: the site's pages and every artist's public page, as a sitemap (XML). */
export const sitemapXml = z.string();

/** `GET /og/{pseudo}/{card}`: an artist page's generated share card (`{version}.png`, a PNG). */
export const shareCardParams = z.object({ pseudo: z.string(), card: z.string() });
export const shareCardPng = z.string();
