import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { lambdaEntries } from './lambda-entries.ts';

export interface LambdaFigures {
  name: string;
  minifiedKiB: number;
  gzipKiB: number;
  coldImportMs: number;
}

const IMPORT_RUNS = 5;

/**
 * Bundles each Lambda entry as CDK does (ESM, minified, node24, AWS SDK bundled) and measures its
 * size and its cold import time: a fresh Node process importing the bundle, median of 5 runs.
 */
export async function benchLambdas(): Promise<LambdaFigures[]> {
  // Inside the checkout, so an external native package (sharp) resolves from its node_modules, as
  // it does beside the bundle in Lambda.
  const cache = join(process.cwd(), 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const out = mkdtempSync(join(cache, 'inkslot-bench-'));
  const figures: LambdaFigures[] = [];
  for (const { name, entry, external = [] } of lambdaEntries()) {
    const outfile = join(out, `${name}.mjs`);
    await build({
      entryPoints: [entry],
      bundle: true,
      minify: true,
      platform: 'node',
      target: 'node24',
      format: 'esm',
      outfile,
      external,
      logLevel: 'silent',
      banner: {
        js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
      },
    });
    const code = readFileSync(outfile);
    const times: number[] = [];
    for (let run = 0; run < IMPORT_RUNS; run++) {
      const script = `const t=performance.now();await import(${JSON.stringify(outfile)});console.log(performance.now()-t)`;
      const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        env: {
          ...process.env,
          TABLE_NAME: 'bench',
          EVENT_BUS_NAME: 'bench',
          APP_URL: 'http://localhost',
          USER_POOL_ID: 'bench',
          AWS_REGION: 'eu-west-3',
        },
      });
      times.push(Number(output.toString().trim()));
    }
    times.sort((a, b) => a - b);
    figures.push({
      name,
      minifiedKiB: code.length / 1024,
      gzipKiB: gzipSync(code).length / 1024,
      coldImportMs: times[Math.floor(times.length / 2)] ?? Number.NaN,
    });
  }
  rmSync(out, { recursive: true, force: true });
  return figures;
}
