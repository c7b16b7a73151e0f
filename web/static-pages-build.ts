import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { runnerImport } from 'vite';
import { escapeHtml } from '#shared/domain/link-preview.ts';
import type { SITE_PAGES } from '#shared/domain/site-pages.ts';
import { DEFAULT_LOCALE, LOCALES } from '#shared/i18n/locales.ts';

type RenderModule = typeof import('./src/static-pages/render-static-page.tsx');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const RENDER_MODULE = fileURLToPath(new URL('./src/static-pages/render-static-page.tsx', import.meta.url));
const ENHANCE_SCRIPT = fileURLToPath(new URL('./src/static-pages/enhance.ts', import.meta.url));

/** The page each prerendered file shows, and the SPA route module whose styles it needs. */
const PAGES = {
  '/landing.html': { page: 'landing', route: 'src/app/routes/landing.tsx' },
  '/terms.html': { page: 'terms', route: 'src/app/routes/terms.tsx' },
  '/privacy.html': { page: 'privacy', route: 'src/app/routes/privacy.tsx' },
} as const satisfies Record<(typeof SITE_PAGES)[keyof typeof SITE_PAGES], unknown>;

/** The stylesheets of the app's entry and of a route module, from the client build's manifest. */
function stylesheets(manifest: Record<string, ManifestChunk>, keys: string[]): string[] {
  const seen = new Set<string>();
  const css: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the client build's manifest`);
    for (const file of chunk.imports ?? []) visit(file);
    for (const file of chunk.css ?? []) if (!css.includes(file)) css.push(file);
  };
  for (const key of keys) visit(key);
  return css;
}

/** `enhance.ts` as one classic script (it runs in the head, before the body), content-hashed. */
async function writeEnhanceScript(outDir: string): Promise<string> {
  const result = await build({
    entryPoints: [ENHANCE_SCRIPT],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    write: false,
    legalComments: 'none',
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error('enhance.ts did not build');
  const file = `assets/static-page-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  mkdirSync(join(outDir, 'assets'), { recursive: true });
  writeFileSync(join(outDir, file), code);
  return file;
}

/**
 * Writes the site's prerendered pages (`landing.html`, `terms.html`, `privacy.html`; ADR 0034) into
 * the client build: each page's HTML in English (the default language, what crawlers and visitors
 * without scripts read), the other languages in `<template data-locale>` elements, the app's
 * stylesheets and one small script. Run after the client build, whose manifest it reads.
 */
export async function writeStaticPages(outDir: string): Promise<string[]> {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const script = await writeEnhanceScript(outDir);
  // Stylesheets come from the client build (linked below): the prerender only needs the markup.
  const { module } = await runnerImport<RenderModule>(RENDER_MODULE, {
    configFile: false,
    logLevel: 'warn',
    plugins: [
      {
        name: 'inkslot-prerender-without-css',
        enforce: 'pre',
        resolveId: (id) => (id.endsWith('.css') ? '\0prerender-css' : undefined),
        load: (id) => (id === '\0prerender-css' ? 'export default {};' : undefined),
      },
    ],
  });
  const written: string[] = [];
  for (const [file, { page, route }] of Object.entries(PAGES)) {
    const rendered = Object.fromEntries(
      LOCALES.map((locale) => [locale, module.renderStaticPage(page, locale)]),
    ) as Record<(typeof LOCALES)[number], ReturnType<RenderModule['renderStaticPage']>>;
    const shown = rendered[DEFAULT_LOCALE];
    const links = stylesheets(manifest, ['index.html', route])
      .map((css) => `    <link rel="stylesheet" crossorigin href="/${css}" />`)
      .join('\n');
    const templates = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE)
      .map(
        (locale) =>
          `    <template data-locale="${locale}" data-title="${escapeHtml(rendered[locale].title)}" data-description="${escapeHtml(rendered[locale].description)}">${rendered[locale].body}</template>`,
      )
      .join('\n');
    const html = `<!doctype html>
<html lang="${DEFAULT_LOCALE}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="color-scheme" content="light dark" />
    <title>${escapeHtml(shown.title)}</title>
    <meta name="description" content="${escapeHtml(shown.description)}" />
    <meta property="og:type" content="website" />
    <meta property="og:site_name" content="Inkslot" />
    <meta property="og:title" content="${escapeHtml(shown.title)}" />
    <meta property="og:description" content="${escapeHtml(shown.description)}" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
${links}
    <script src="/${script}"></script>
  </head>
  <body>
    <div id="root">${shown.body}</div>
${templates}
  </body>
</html>
`;
    writeFileSync(join(outDir, file), html);
    written.push(file);
  }
  return written;
}
