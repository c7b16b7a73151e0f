/**
 * The site's own pages, prerendered at build time into static files (ADR 0034): the path a browser
 * asks for and the file of the build that answers it. CloudFront's viewer-request function
 * (infra/constructs/spa-routing.ts) and the local gateway's static site both read this table; the
 * SPA's router shows the same pages on a navigation inside the app.
 */
export const SITE_PAGES = {
  '/': '/landing.html',
  '/terms': '/terms.html',
  '/privacy': '/privacy.html',
} as const satisfies Record<string, `/${string}.html`>;

type SitePagePath = keyof typeof SITE_PAGES;

/** The prerendered file answering a browser path (`/terms/` → `/terms.html`), or undefined. */
export function sitePageFile(path: string): string | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path;
  return Object.hasOwn(SITE_PAGES, trimmed) ? SITE_PAGES[trimmed as SitePagePath] : undefined;
}
