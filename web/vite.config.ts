import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { buildInfo } from './build-info.ts';
import { entryPages } from './entry-page-plugin.ts';
import { inlinePaths } from './inline-paths-plugin.ts';
import { messageCatalogues } from './message-catalogues-plugin.ts';
import { messagePreloads } from './message-preloads-plugin.ts';
import { appWorker } from './pwa-plugin.ts';
import { reactRouterForProduction } from './react-router-build.ts';
import { writeStaticPages } from './static-pages-build.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Vendor chunks. React is taken first (the other groups would pull it in as a dependency). Amplify
 * and the forms (react-hook-form, zod) have their own chunks, reached only through the lazy routes
 * of the auth and artist areas: the landing page and public profiles download neither. The two path
 * fillers (`pathTo`, `apiPath`), which nearly every page calls but no entry, ride in React's chunk
 * instead of two chunks of their own that each first load would download (ADR 0075).
 */
const chunkGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]|web[\\/]src[\\/](app[\\/]paths|lib[\\/]api-path)\.ts$/,
    priority: 40,
  },
  {
    name: 'amplify',
    test: /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@smithy|@aws-sdk)[\\/]/,
    priority: 30,
  },
  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/, priority: 20 },
  {
    name: 'i18n',
    test: /node_modules[\\/](i18next|react-i18next|i18next-browser-languagedetector)[\\/]/,
    priority: 20,
  },
];

const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/** The artist-page build's react-i18next: the few hooks the SPA uses (ADR 0023). */
function reactI18nextLite(): Plugin {
  const lite = fileURLToPath(new URL('./src/lib/react-i18next-lite.tsx', import.meta.url));
  return {
    name: 'inkslot-react-i18next-lite',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'artistPage',
    resolveId: (id) => (id === 'react-i18next' ? lite : undefined),
  };
}

export default defineConfig({
  root: webRoot,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [
    react(),
    entryPages(),
    buildInfo(),
    inlinePaths(),
    messageCatalogues(),
    messagePreloads(),
    reactRouterForProduction(),
    reactI18nextLite(),
    appWorker(),
  ],
  // The SPA imports the repository's `shared/` (contracts, validation, messages) by relative paths.
  server: { fs: { allow: [repoRoot] } },
  build: {
    outDir,
    emptyOutDir: true,
    manifest: true,
    sourcemap: 'hidden',
    // Seven characters of content hash instead of Vite's eight: every chunk names the chunks it imports,
    // and a hash does not compress, so each name is paid again in each first load (/app: 0.4 KiB gzip).
    // Rolldown refuses a length too short for the number of chunks and says which one it needs.
    rolldownOptions: {
      output: { chunkFileNames: 'assets/[name]-[hash:7].js', entryFileNames: 'assets/[name]-[hash:7].js' },
    },
  },
  /**
   * Two builds into `web/dist` (ADR 0023). `client`: the app, `index.html` (every page). `artistPage`:
   * `artist-page.html`, an artist's public pages only, built on its own so that what only the app
   * uses (React Router's data router among it) is tree-shaken out of it; its first render is one
   * chunk, and it writes its own manifest (read by scripts/bench/bench-web.ts).
   */
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } } },
    artistPage: {
      consumer: 'client',
      build: {
        outDir,
        emptyOutDir: false,
        manifest: '.vite/artist-page-manifest.json',
        sourcemap: 'hidden',
        copyPublicDir: false,
        rolldownOptions: {
          input: fileURLToPath(new URL('./artist-page.html', import.meta.url)),
          output: { codeSplitting: { groups: [{ name: 'artist-page', tags: ['$initial'] }] } },
        },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      const { client, artistPage } = builder.environments;
      if (!client || !artistPage) throw new Error('the client and artistPage environments are missing');
      await builder.build(client);
      await builder.build(artistPage);
      // The landing and the legal pages, prerendered from the client build (ADR 0034).
      await writeStaticPages(outDir);
    },
  },
});
