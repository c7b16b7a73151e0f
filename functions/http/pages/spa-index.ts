import { logger } from '#functions/lib/logger.ts';
import { ARTIST_PAGE_HTML } from '#shared/domain/artist-page-path.ts';

/** How long a fetched `artist-page.html` is reused (a deploy shows within this; old assets stay deployed). */
export const INDEX_TTL_MS = 60_000;

/** Served when the SPA's own page cannot be fetched: enough for a crawler's preview. */
export const FALLBACK_INDEX_HTML = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Inkslot</title>
  </head>
  <body>
    <div id="root"><a href="/">Inkslot</a></div>
  </body>
</html>
`;

let cached: { html: string; at: number } | undefined;

/**
 * The SPA's artist-page entry (`artist-page.html`, ADR 0023) as the app's origin serves it (the S3
 * build through CloudFront in AWS; Vite's transformed page or `web/dist` locally), kept for
 * `INDEX_TTL_MS`. When it cannot be fetched, the last good copy, else a minimal shell.
 */
export async function spaIndexHtml(appUrl: string, now = Date.now(), fetchImpl: typeof fetch = fetch) {
  if (cached && now - cached.at < INDEX_TTL_MS) return cached.html;
  try {
    const response = await fetchImpl(`${appUrl}${ARTIST_PAGE_HTML}`, {
      headers: { accept: 'text/html' },
      signal: AbortSignal.timeout(3000),
    });
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && type.includes('text/html')) {
      cached = { html: await response.text(), at: now };
      return cached.html;
    }
    logger.warn(`${ARTIST_PAGE_HTML} unavailable`, { status: response.status });
  } catch (error) {
    logger.warn(`${ARTIST_PAGE_HTML} unavailable`, { error: error as Error });
  }
  return cached?.html ?? FALLBACK_INDEX_HTML;
}

/** Forgets the cached copy (tests). */
export function forgetSpaIndex() {
  cached = undefined;
}
