import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

interface Area {
  /** The Vite manifest of the build serving the area (web/vite.config.ts: `client` or `artistPage`). */
  manifest: string;
  /** The lazy route modules of the area's first render (see web/src/app/router.tsx). */
  modules: string[];
  /** The entry's message catalogue (`virtual:inkslot-messages/{catalogue}/{locale}`, ADR 0023). */
  catalogue: 'app' | 'artist-page';
}

/**
 * The initial JS of an area: its entry's static import closure, the lazy route modules of its first
 * render with their closures, and one language's messages (the largest of the three: the entry
 * downloads the shown language's before the first render). An artist's public pages have their own
 * entry (`artist-page.html`, the `artistPage` build), which the server sends for `/{pseudo}`.
 */
const AREAS: Record<string, Area> = {
  'public profile /{pseudo}': {
    manifest: '.vite/artist-page-manifest.json',
    modules: [],
    catalogue: 'artist-page',
  },
  'artist app /app': {
    manifest: '.vite/manifest.json',
    modules: ['src/app/routes/app/area.ts', 'src/app/routes/app/layout.tsx', 'src/app/routes/app/home.tsx'],
    catalogue: 'app',
  },
  // The booking form is the app's (its exit popup needs the data router's `useBlocker`, ADR 0023):
  // what a client opening `/{pseudo}/form` from the artist's page or a link downloads first.
  'booking form /{pseudo}/form': {
    manifest: '.vite/manifest.json',
    modules: ['src/app/routes/public/layout.tsx', 'src/app/routes/public/booking-form.tsx'],
    catalogue: 'app',
  },
};

/**
 * The prerendered pages (ADR 0034): their initial JS is what their HTML loads, the scripts it names
 * (and any inline one), since no SPA entry runs there.
 */
const PAGES: Record<string, string> = {
  'landing /': 'landing.html',
  'terms of use /terms': 'terms.html',
};

export interface WebFigures {
  area: string;
  files: number;
  rawKiB: number;
  gzipKiB: number;
}

/** Initial JS per area, from the Vite manifests of `web/dist` (gzip of each file, summed). */
export function benchWeb(dist = join(process.cwd(), 'web/dist')): WebFigures[] {
  const manifests = new Map<string, Manifest>();
  const readManifest = (name: string) => {
    const path = join(dist, name);
    if (!existsSync(path)) throw new Error(`web/dist has no ${name}: run \`npm run build:web\` first`);
    if (!manifests.has(name)) manifests.set(name, JSON.parse(readFileSync(path, 'utf8')) as Manifest);
    return manifests.get(name) as Manifest;
  };
  const gzipped = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

  const pageFigures = Object.entries(PAGES).map(([area, file]): WebFigures => {
    const path = join(dist, file);
    if (!existsSync(path)) throw new Error(`web/dist has no ${file}: run \`npm run build:web\` first`);
    const html = readFileSync(path, 'utf8');
    const sources = [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)].map((match) => match[1] as string);
    const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1] ?? '')
      .filter((code) => code.trim() !== '');
    const bodies = [
      ...sources.map((source) => readFileSync(join(dist, source))),
      ...inline.map((code) => Buffer.from(code)),
    ];
    return {
      area,
      files: bodies.length,
      rawKiB: bodies.reduce((sum, body) => sum + body.length, 0) / 1024,
      gzipKiB: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0) / 1024,
    };
  });

  const areaFigures = Object.entries(AREAS).map(([area, { manifest: name, modules, catalogue }]) => {
    const manifest = readManifest(name);
    const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entry) throw new Error(`no entry in ${name}`);
    const closure = (keys: string[], seen = new Set<string>()) => {
      for (const key of keys) {
        if (seen.has(key)) continue;
        const chunk = manifest[key];
        if (!chunk) throw new Error(`${key} is not in ${name}: update AREAS in scripts/bench/bench-web.ts`);
        seen.add(key);
        closure(chunk.imports ?? [], seen);
      }
      return seen;
    };
    const languages = Object.keys(manifest).filter((key) =>
      key.endsWith(`virtual:inkslot-messages/${catalogue}/${key.split('/').at(-1)}`),
    );
    if (languages.length === 0) throw new Error(`no ${catalogue} messages in ${name}`);
    const messages = languages
      .map((key) => manifest[key]?.file as string)
      .reduce((largest, file) => (gzipped(file) > gzipped(largest) ? file : largest));
    const files = [
      ...[...closure([entry, ...modules])].map((key) => manifest[key]?.file as string),
      messages,
    ];
    return {
      area,
      files: files.length,
      rawKiB: files.reduce((sum, file) => sum + readFileSync(join(dist, file)).length, 0) / 1024,
      gzipKiB: files.reduce((sum, file) => sum + gzipped(file), 0) / 1024,
    };
  });
  return [...areaFigures, ...pageFigures];
}
