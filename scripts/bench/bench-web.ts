import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * The lazy route modules each area needs for its first render (see web/src/app/router.tsx). The
 * initial JS of an area is the entry's static import closure plus these modules' closures.
 */
export const AREAS: Record<string, string[]> = {
  'public profile /{pseudo}': [
    'src/app/routes/public/layout.tsx',
    'src/app/routes/public/artist-profile.tsx',
  ],
  'artist app /app': [
    'src/app/routes/app/area.ts',
    'src/app/routes/app/layout.tsx',
    'src/app/routes/app/home.tsx',
  ],
  'landing /': ['src/app/routes/landing.tsx'],
};

export interface WebFigures {
  area: string;
  files: number;
  rawKiB: number;
  gzipKiB: number;
}

/** Initial JS per area, from the Vite manifest of `web/dist` (gzip of each file, summed). */
export function benchWeb(dist = join(process.cwd(), 'web/dist')): WebFigures[] {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('web/dist has no manifest: run `npm run build:web` first');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest');

  const closure = (keys: string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key)) continue;
      const chunk = manifest[key];
      if (!chunk)
        throw new Error(`${key} is not in the Vite manifest: update AREAS in scripts/bench/bench-web.ts`);
      seen.add(key);
      closure(chunk.imports ?? [], seen);
    }
    return seen;
  };

  return Object.entries(AREAS).map(([area, modules]) => {
    const files = [...closure([entry, ...modules])].map((key) =>
      readFileSync(join(dist, manifest[key]!.file)),
    );
    return {
      area,
      files: files.length,
      rawKiB: files.reduce((sum, file) => sum + file.length, 0) / 1024,
      gzipKiB: files.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).length, 0) / 1024,
    };
  });
}
