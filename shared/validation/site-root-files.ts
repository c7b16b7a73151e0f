/**
 * What the site serves at its root, which no pseudo may name (issue 9, item 6): `/{pseudo}` and
 * `/favicon.svg` share one namespace, and an artist who claimed `favicon.svg` would shadow the file for
 * everyone. The SPA build's root (`web/public/` and the HTML entries, checked against `web/dist` by
 * `site-root-files.test.ts`) plus the files the platform writes or answers itself. A module without
 * zod: the artist-page entry reads it.
 */
export const SITE_ROOT_FILES = [
  // The SPA build (web/index.html, web/artist-page.html, web/public/*, the hashed assets' folder).
  'index.html',
  'artist-page.html',
  // The prerendered site pages (shared/domain/site-pages.ts, ADR 0034).
  'landing.html',
  'terms.html',
  'privacy.html',
  'favicon.svg',
  // The push notifications' service worker (ADR 0098).
  'push-sw.js',
  // The installable app (ADR 0099): its worker (Workbox's runtime inlined: no other root script), its
  // manifest and icons (`manifest.webmanifest` and `apple-touch-icon.png` are listed below).
  'sw.js',
  'icons',
  'assets',
  'build.json',
  // Written or answered by the platform at deployment (site-deployment.ts) or by the gateway.
  'config.json',
  'robots.txt',
  'sitemap.xml',
  'manifest.webmanifest',
  'site.webmanifest',
  'apple-touch-icon.png',
  'favicon.ico',
  'og',
] as const;

/** The root files' names, with and without their extension (`favicon.svg`, `favicon`). */
export const SITE_ROOT_NAMES: readonly string[] = [
  ...new Set(SITE_ROOT_FILES.flatMap((file) => [file, file.replace(/\.[^.]+$/, '')])),
];
const ROOT_NAMES = new Set(SITE_ROOT_NAMES);

/** Whether a pseudo would name one of the site's root files, with or without its extension. */
export function namesSiteRootFile(pseudo: string): boolean {
  return ROOT_NAMES.has(pseudo.toLowerCase());
}
