import type { Plugin } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';

/** The tokens' page colours (web/src/styles/tokens.css, `--bg`): the splash screen and the bars. */
const APP_COLOURS = { light: '#f7f5f2', dark: '#121116' } as const;

/** Only the artist's space falls back to the cached shell offline (ADR 0099). */
export const NAVIGATION_FALLBACK_PATHS = [/^\/app(?:\/|$)/];

/**
 * The installable app (issue 32, ADR 0099): `manifest.webmanifest` and `sw.js`, Workbox's generated
 * worker. It precaches the client build's shell (index.html, the hashed JS and CSS, the icons),
 * answers `/app` navigations with the cached index.html, keeps the last `/config.json` for opening
 * offline, and caches nothing else: the API, the public pages and their data go to the network as
 * before. `registerType: 'prompt'`: a new worker waits until the update banner's one reload
 * (`web/src/lib/app-worker.ts`). The app registers it itself, lazily, from its own area.
 */
export const PWA_OPTIONS: Partial<VitePWAOptions> = {
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  includeManifestIcons: false,
  manifest: {
    id: '/app',
    name: 'Inkslot',
    short_name: 'Inkslot',
    description: 'Inkslot',
    start_url: '/app',
    scope: '/',
    display: 'standalone',
    theme_color: APP_COLOURS.light,
    background_color: APP_COLOURS.light,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  workbox: {
    globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg'],
    globIgnores: ['**/*.map', '.vite/**'],
    navigateFallback: '/index.html',
    navigateFallbackAllowlist: NAVIGATION_FALLBACK_PATHS,
    cleanupOutdatedCaches: true,
    // The first install takes the open page at once (nothing to replace), so that its `/config.json`
    // is kept for opening offline; an update still waits for the banner's button (no skipWaiting).
    clientsClaim: true,
    // One file at the root, `sw.js`: no `workbox-{hash}.js` beside it for a pseudo to collide with.
    inlineWorkboxRuntime: true,
    sourcemap: false,
    // The app's chunks are the offline app: none is left out for its size.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    runtimeCaching: [
      {
        // The stage's configuration (Cognito's ids): the app cannot start without it.
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
        handler: 'NetworkFirst',
        options: { cacheName: 'inkslot-config', networkTimeoutSeconds: 4 },
      },
    ],
  },
};

/**
 * vite-plugin-pwa on the client build only: the artist-page build (public pages) writes no worker
 * and no manifest link, and the worker, generated when the client build closes, precaches none of
 * the artist-page entry's files.
 */
export function appWorker(): Plugin[] {
  return VitePWA(PWA_OPTIONS).map((plugin) => ({
    ...plugin,
    applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
  }));
}
