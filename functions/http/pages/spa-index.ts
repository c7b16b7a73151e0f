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

/** The last good copy of each entry's page, by its path. */
const cached = new Map<string, { html: string; at: number }>();

/**
 * An SPA entry's page as the app's origin serves it (the S3 build through CloudFront in AWS; Vite's
 * transformed page or `web/dist` locally), kept for `INDEX_TTL_MS`: the artist-page entry
 * (`artist-page.html`, ADR 0023) by default, the app's (`index.html`) for the booking form (ADR
 * 0106). When it cannot be fetched, the last good copy, else a minimal shell.
 */
export async function spaIndexHtml(
  appUrl: string,
  now = Date.now(),
  fetchImpl: typeof fetch = fetch,
  entry = ARTIST_PAGE_HTML,
) {
  const last = cached.get(entry);
  if (last && now - last.at < INDEX_TTL_MS) return last.html;
  try {
    const response = await fetchImpl(`${appUrl}${entry}`, {
      headers: { accept: 'text/html' },
      signal: AbortSignal.timeout(3000),
    });
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && type.includes('text/html')) {
      const html = await response.text();
      cached.set(entry, { html, at: now });
      return html;
    }
    logger.warn(`${entry} unavailable`, { status: response.status });
  } catch (error) {
    logger.warn(`${entry} unavailable`, { error: error as Error });
  }
  return last?.html ?? FALLBACK_INDEX_HTML;
}

/** Forgets the cached copies (tests). */
export function forgetSpaIndex() {
  cached.clear();
}
