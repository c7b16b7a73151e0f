import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { buildInfo } from './build-info.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Vendor chunks. React is taken first (the other groups would pull it in as a dependency). Amplify
 * and the forms (react-hook-form, zod) have their own chunks, reached only through the lazy routes
 * of the auth and artist areas: the landing page and public profiles download neither.
 */
const chunkGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
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

export default defineConfig({
  root: webRoot,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), buildInfo()],
  // The SPA imports the repository's `shared/` (contracts, validation, messages) by relative paths.
  server: { fs: { allow: [repoRoot] } },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    sourcemap: 'hidden',
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
});
