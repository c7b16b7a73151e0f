import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { bundleBudget, FUNCTION_BUNDLE } from '../../infra/lib/function-bundle.ts';
import { lambdaEntries } from './lambda-entries.ts';

export interface LambdaFigures {
  name: string;
  minifiedKiB: number;
  gzipKiB: number;
  /** A fresh Node process importing the bundle, start to exit (median). */
  coldStartMs: number;
  /** `node -e ''` in the same run (median): what every process pays before our code. */
  bareNodeMs: number;
  budget: { minifiedKiB: number; gzipKiB: number };
}

const RUNS = 7;
const FUNCTION_ENV = {
  TABLE_NAME: 'bench',
  EVENT_BUS_NAME: 'bench',
  APP_URL: 'http://localhost',
  USER_POOL_ID: 'bench',
  AWS_REGION: 'eu-west-3',
};

/** Median wall time of a fresh Node process running `args`. */
function medianProcessMs(args: string[]) {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    execFileSync(process.execPath, args, { env: { ...process.env, ...FUNCTION_ENV }, stdio: 'ignore' });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

/**
 * Bundles each Lambda entry with the recipe CDK uses (infra/lib/function-bundle.ts) and measures its
 * size and its cold start: a fresh Node process importing the bundle, against a bare `node -e ''`
 * measured in the same run, median of 7 each.
 */
export async function benchLambdas(): Promise<LambdaFigures[]> {
  // Inside the checkout, so an external native package (sharp) resolves from its node_modules, as
  // it does beside the bundle in Lambda.
  const cache = join(process.cwd(), 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const out = mkdtempSync(join(cache, 'inkslot-bench-'));
  const figures: LambdaFigures[] = [];
  const bareNodeMs = medianProcessMs(['-e', '']);
  for (const { name, entry, external = [] } of lambdaEntries()) {
    const outfile = join(out, `${name}.mjs`);
    await build({
      entryPoints: [entry],
      ...FUNCTION_BUNDLE,
      mainFields: [...FUNCTION_BUNDLE.mainFields],
      banner: { js: FUNCTION_BUNDLE.banner },
      bundle: true,
      outfile,
      external,
      logLevel: 'silent',
    });
    const code = readFileSync(outfile);
    figures.push({
      name,
      minifiedKiB: code.length / 1024,
      gzipKiB: gzipSync(code).length / 1024,
      coldStartMs: medianProcessMs(['--input-type=module', '-e', `await import(${JSON.stringify(outfile)})`]),
      bareNodeMs,
      budget: bundleBudget(name),
    });
  }
  rmSync(out, { recursive: true, force: true });
  return figures;
}
