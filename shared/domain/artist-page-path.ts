import { RESERVED_PSEUDOS } from '#shared/validation/reserved-pseudos.ts';
import { namesSiteRootFile } from '#shared/validation/site-root-files.ts';

/**
 * Which browser paths are an artist's public pages, whose HTML carries that page's link preview:
 * `/{pseudo}`, `/{pseudo}/flashs`, `/{pseudo}/flashs/{id}`, `/{pseudo}/done`, `/{pseudo}/done/{id}`.
 * CloudFront's viewer-request function (generated from these constants, infra/constructs/spa-routing.ts)
 * and the local gateway both send them to `GET /api/pages/{path+}`, and the booking form's first
 * paths too (`BOOKING_FORM_PATH`, ADR 0106); every other path is a static file or the plain SPA.
 */

/** Static files of the SPA's build (a pseudo may contain dots, so only these extensions are files). */
export const STATIC_FILE =
  /\.(?:js|mjs|css|map|json|txt|xml|html|ico|png|jpe?g|gif|svg|webp|avif|woff2?|ttf|otf|webmanifest|wasm)$/i;

/** A pseudo as a URL may spell it (any case), then an optional section and item id. */
export const ARTIST_PAGE_PATH =
  /^\/([A-Za-z0-9](?:[A-Za-z0-9._-]{0,28}[A-Za-z0-9])?)(?:\/(flashs|done)(?:\/([A-Za-z0-9-]{1,64}))?)?\/?$/;

/**
 * The booking form's first paths, `/{pseudo}/form` and `/{pseudo}/form/{type}` (not its confirmation
 * link's): served by the same route as the artist's pages, the app's entry (`index.html`) carrying
 * the page's data (ADR 0106), so the form's first step paints without an API round trip first.
 */
export const BOOKING_FORM_PATH =
  /^\/([A-Za-z0-9](?:[A-Za-z0-9._-]{0,28}[A-Za-z0-9])?)\/form(?:\/[a-z0-9-]{1,40})?\/?$/;

/** Where the link-preview HTML is served from, on the app's own origin. */
export const PAGES_API_PREFIX = '/api/pages';

/**
 * The SPA's entry for these pages (ADR 0023): the HTML the link-preview route fills in, which loads
 * only the artist pages' code. Every other path gets the app's own `index.html`.
 */
export const ARTIST_PAGE_HTML = '/artist-page.html';

/** The app's own entry, which the booking form's HTML is (ADR 0106). */
export const APP_INDEX_HTML = '/index.html';

export interface ArtistPagePath {
  pseudo: string;
  section?: 'flashs' | 'done';
  itemId?: string;
}

/** The artist page a browser path names, or undefined for any other path (or a reserved word). */
export function parseArtistPagePath(path: string): ArtistPagePath | undefined {
  if (STATIC_FILE.test(path)) return undefined;
  const match = ARTIST_PAGE_PATH.exec(path);
  if (!match?.[1]) return undefined;
  const pseudo = match[1].toLowerCase();
  if (isReserved(pseudo)) return undefined;
  return {
    pseudo,
    ...(match[2] && { section: match[2] as 'flashs' | 'done' }),
    ...(match[3] && { itemId: match[3] }),
  };
}

function isReserved(pseudo: string): boolean {
  return RESERVED_PSEUDOS.has(pseudo) || namesSiteRootFile(pseudo);
}

/** The artist whose booking form a browser path opens (`/ink-mia/form/flash`), or undefined. */
export function parseBookingFormPath(path: string): { pseudo: string } | undefined {
  const pseudo = BOOKING_FORM_PATH.exec(path)?.[1]?.toLowerCase();
  return pseudo && !isReserved(pseudo) ? { pseudo } : undefined;
}

/**
 * The API path serving a browser path's HTML (`/ink-mia` → `/api/pages/ink-mia`, `/ink-mia/form`
 * → `/api/pages/ink-mia/form`), or undefined.
 */
export function artistPageApiPath(path: string): string | undefined {
  if (!parseArtistPagePath(path) && !parseBookingFormPath(path)) return undefined;
  return `${PAGES_API_PREFIX}${path.replace(/\/$/, '')}`;
}
