import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { env } from '#functions/lib/env.ts';
import { logger } from '#functions/lib/logger.ts';
import { loadPublicPage } from '#functions/lib/public-page.ts';
import { PAGE_HTML_CACHE, pageHtmlCacheBefore } from '#shared/api/cache-control.ts';
import {
  APP_INDEX_HTML,
  ARTIST_PAGE_HTML,
  type ArtistPagePath,
  parseArtistPagePath,
  parseBookingFormPath,
} from '#shared/domain/artist-page-path.ts';
import { secondsToNextChange } from '#shared/domain/booking/opening.ts';
import { injectPublicPageData } from '#shared/domain/inlined-public-page.ts';
import { artistLinkPreview, injectLinkPreview, type PreviewTexts } from '#shared/domain/link-preview.ts';
import { visitorLocale, withMessagePreloads } from '#shared/domain/message-preloads.ts';
import { translator } from '#shared/i18n/pages-translator.ts';
import { spaIndexHtml } from './spa-index.ts';

function html(statusCode: number, body: string, cacheControl: string): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl },
    body,
  };
}

/** The link preview's words, in the artist's language. */
function previewTexts(t: ReturnType<typeof translator>): PreviewTexts {
  return {
    title: (page) => t('pages.title', { page }),
    description: (displayName) => t('pages.description', { displayName }),
    flashTitle: (title, displayName) => t('pages.flashTitle', { title, displayName }),
    workTitle: (title, displayName) => t('pages.workTitle', { title, displayName }),
    flashDescription: (displayName) => t('pages.flashDescription', { displayName }),
    workDescription: (displayName) => t('pages.workDescription', { displayName }),
  };
}

/**
 * `GET /pages/{path+}`: the SPA's HTML for an artist's public page (its `artist-page.html` entry, ADR
 * 0023), with that page's title and Open Graph tags, so that a link pasted in a chat or on a social
 * network previews the artist (crawlers run no JavaScript), and the page's data (the answer of
 * `GET /artists/{pseudo}`), so the SPA paints it without an API round trip first (ADR 0106). The
 * booking form's paths (`/{pseudo}/form`, `/{pseudo}/form/{type}`) get the app's entry
 * (`index.html`) carrying the same data, its head as the app's. Both preload the visitor's
 * language's words (`withMessagePreloads`). Unknown pseudo: the plain page with
 * a 404 (the SPA shows its own not-found page). If the data cannot be read, the plain page still
 * loads (200, not cached).
 */
export const handler = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
  const appUrl = env.appUrl;
  const path = `/${event.pathParameters?.path ?? ''}`;
  const form = parseBookingFormPath(path);
  const index = await spaIndexHtml(appUrl, Date.now(), fetch, form ? APP_INDEX_HTML : ARTIST_PAGE_HTML);
  const target: ArtistPagePath | undefined = form ?? parseArtistPagePath(path);
  if (!target) return html(404, index, PAGE_HTML_CACHE);
  try {
    const now = new Date();
    const found = await loadPublicPage(target.pseudo, now);
    // A suspended artist's page has no preview: the SPA shows its unavailable state.
    if (!found) return html(404, index, PAGE_HTML_CACHE);
    if (found.suspended) return html(200, index, PAGE_HTML_CACHE);
    const head = form
      ? index
      : injectLinkPreview(
          index,
          artistLinkPreview(found.page, target, {
            appUrl,
            lang: found.locale,
            texts: previewTexts(translator(found.locale)),
          }),
        );
    // The data it carries is kept no longer than the API's own answer near a book opening's change.
    const cacheControl = pageHtmlCacheBefore(secondsToNextChange(found.page.opening, now));
    // The visitor's words download beside the entry, not after it.
    const locale = visitorLocale(event.cookies, event.headers?.['accept-language'], found.locale);
    return html(
      200,
      injectPublicPageData(withMessagePreloads(head, locale, Boolean(form)), found.page),
      cacheControl,
    );
  } catch (error) {
    logger.error('link preview failed', { error: error as Error, path: event.pathParameters?.path });
    return html(200, index, 'no-store');
  }
};
