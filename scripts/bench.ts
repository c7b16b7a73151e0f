/**
 * `npm run bench`: prints figures, asserts nothing. Lambda bundles (minified and gzip size, cold
 * import time) and the SPA's initial JS per area. Builds the SPA first when web/dist is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { benchLambdas } from './bench/bench-lambdas.ts';
import { benchWeb } from './bench/bench-web.ts';

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

console.log(
  'Lambda bundles (esbuild, ESM, minified, AWS SDK bundled; cold import = median of 5 fresh processes)',
);
console.table(
  (await benchLambdas()).map((f) => ({
    function: f.name,
    'minified KiB': round(f.minifiedKiB),
    'gzip KiB': round(f.gzipKiB),
    'cold import ms': round(f.coldImportMs),
  })),
);

if (!existsSync('web/dist/.vite/manifest.json')) {
  spawnSync('vite', ['build', '-c', 'web/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
}
console.log('SPA initial JS per area (entry + the lazy route modules of its first render)');
console.table(
  benchWeb().map((f) => ({
    area: f.area,
    files: f.files,
    'raw KiB': round(f.rawKiB),
    'gzip KiB': round(f.gzipKiB),
  })),
);
