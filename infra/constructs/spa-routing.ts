import {
  ARTIST_PAGE_PATH,
  BOOKING_FORM_PATH,
  PAGES_API_PREFIX,
  STATIC_FILE,
} from '#shared/domain/artist-page-path.ts';
import { SITE_PAGES } from '#shared/domain/site-pages.ts';
import { SITEMAP_API_PATH, SITEMAP_PATH } from '#shared/domain/sitemap.ts';
import { RESERVED_PSEUDOS } from '#shared/validation/fields.ts';
import { SITE_ROOT_NAMES } from '#shared/validation/site-root-files.ts';

/** The id of the HTTP API's origin in the distribution: the routing function selects it by this id. */
export const API_ORIGIN_ID = 'api';

const reserved = Object.fromEntries(
  [...new Set([...RESERVED_PSEUDOS, ...SITE_ROOT_NAMES])].sort().map((word) => [word, true]),
);

/**
 * The CloudFront Function (cloudfront-js-2.0, viewer request) of the SPA's default behaviour, built
 * from `shared/domain/artist-page-path.ts` (the local gateway applies the same rules):
 * - `/sitemap.xml` goes to the HTTP API's origin (`GET /api/sitemap.xml`: every artist page);
 * - a static file (known extensions only: a pseudo may contain dots) goes to the site bucket as is;
 * - a GET of an artist's public page (`/{pseudo}`, `/{pseudo}/flashs/{id}`, `/{pseudo}/done/{id}`,
 *   the pseudo not a reserved word) goes to the HTTP API's origin as `/api/pages/...`, which answers
 *   the SPA's artist-page entry (`artist-page.html`, ADR 0023) with that page's title and Open
 *   Graph tags (ADR "Link previews"), and so does the booking form's (`/{pseudo}/form`,
 *   `/{pseudo}/form/{type}`), with the app's entry carrying the page's data (ADR 0106);
 * - a site page (`/`, `/terms`, `/privacy`: `shared/domain/site-pages.ts`) gets its prerendered file
 *   (ADR 0034);
 * - any other path is an SPA route and gets `/index.html` from the bucket.
 * It runs on the default behaviour only, so `/api/*` and `/media/*` keep their own answers.
 */
export const SPA_ROUTING_CODE = `import cf from 'cloudfront';
var STATIC_FILE = ${STATIC_FILE.toString()};
var ARTIST_PAGE = ${ARTIST_PAGE_PATH.toString()};
var BOOKING_FORM = ${BOOKING_FORM_PATH.toString()};
var RESERVED = ${JSON.stringify(reserved)};
var SITE_PAGES = ${JSON.stringify(SITE_PAGES)};
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '${SITEMAP_PATH}') {
    cf.selectRequestOriginById('${API_ORIGIN_ID}');
    request.uri = '${SITEMAP_API_PATH}';
    return request;
  }
  if (STATIC_FILE.test(uri)) {
    return request;
  }
  var page = request.method === 'GET' ? ARTIST_PAGE.exec(uri) || BOOKING_FORM.exec(uri) : null;
  if (page && !Object.prototype.hasOwnProperty.call(RESERVED, page[1].toLowerCase())) {
    cf.selectRequestOriginById('${API_ORIGIN_ID}');
    request.uri = '${PAGES_API_PREFIX}' + uri.replace(/\\/$/, '');
    return request;
  }
  var sitePage = uri.length > 1 ? uri.replace(/\\/$/, '') : uri;
  request.uri = Object.prototype.hasOwnProperty.call(SITE_PAGES, sitePage) ? SITE_PAGES[sitePage] : '/index.html';
  return request;
}
`;
