/**
 * `Cache-Control` of the public page's data (`GET /artists/{pseudo}`): a browser may keep it 30 s,
 * CloudFront a minute (`s-maxage`, ADR 0039), then either serves it stale for a minute more while it
 * fetches a fresh copy. Every change to what the page shows invalidates the artist's paths at the
 * edge (the `edge-cache` consumer); after an edit, the artist's own SPA asks with
 * `Cache-Control: no-cache` (web/src/lib/public-page-freshness.ts), so the artist sees it at once.
 */
export const PUBLIC_PAGE_CACHE = 'public, max-age=30, s-maxage=60, stale-while-revalidate=60';

/**
 * The public page's `Cache-Control` when what it says changes by itself in `seconds` (a book
 * opening's start or end, ADR 0092): never kept, by a browser or CloudFront, past that moment, so
 * the form opens on time; the usual one when the change is further than a cached copy lives.
 */
export function publicPageCacheBefore(seconds: number | undefined): string {
  if (seconds === undefined || seconds > 120) return PUBLIC_PAGE_CACHE;
  const kept = Math.max(1, Math.floor(seconds));
  return `public, max-age=${Math.min(30, kept)}, s-maxage=${kept}`;
}

/**
 * `Cache-Control` of a public page's HTML with its link preview (`GET /pages/{path+}`): browsers
 * always revalidate (as for `index.html`), CloudFront may share it for a minute.
 */
export const PAGE_HTML_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/**
 * The page HTML's `Cache-Control` when the page's data it carries (ADR 0106) changes by itself in
 * `seconds` (a book opening's start or end): CloudFront keeps it no longer than that moment, as it
 * keeps the data's own answer (`publicPageCacheBefore`).
 */
export function pageHtmlCacheBefore(seconds: number | undefined): string {
  if (seconds === undefined || seconds > 120) return PAGE_HTML_CACHE;
  return `public, max-age=0, s-maxage=${Math.max(1, Math.floor(seconds))}`;
}

/**
 * `Cache-Control` of an artist's bookable slots (`GET /artists/{pseudo}/slots`): short, since a slot
 * taken a moment ago disappears from it. CloudFront keeps it 5 s and never serves it stale, so a slot
 * taken shows as free at the edge for 5 s at most; the request endpoint refuses it anyway
 * (`slot_taken`) and the form then reads afresh. Booking events do not invalidate it: at CloudFront's
 * price per invalidation path, that would cost more than the rest of a booking (ADR 0039, docs/cost.md).
 */
export const SLOTS_CACHE = 'public, max-age=10, s-maxage=5';

/**
 * `Cache-Control` of `/sitemap.xml`: crawlers read it a few times a day; an hour in browsers and
 * CloudFront, then a stale copy for a day while a fresh one is fetched.
 */
export const SITEMAP_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

/**
 * The API paths CloudFront caches as their answers say (the `public-reads` behaviour, ADR 0039): an
 * artist's public page and slots. The rest of `/api/*` passes through uncached; the pages' HTML and
 * the sitemap, which CloudFront's routing function sends to the API, use the default behaviour's cache.
 */
export const EDGE_CACHED_API_PREFIX = '/artists/';
