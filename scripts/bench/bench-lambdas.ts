import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { bundleBudget, FUNCTION_BUNDLE, functionAliases } from '#infra/lib/function-bundle.ts';
import { lambdaEntries } from './lambda-entries.ts';

export interface LambdaFigures {
  name: string;
  minifiedKiB: number;
  gzipKiB: number;
  /** A fresh Node process importing the bundle, start to exit (median). */
  coldStartMs: number;
  /** `node -e ''` in the same run (median): what every process pays before our code. */
  bareNodeMs: number;
  /** The test's ceiling (tests/infra/bundling.test.ts); none for a floor (`STACK_FLOORS`). */
  budget?: { minifiedKiB: number; gzipKiB: number };
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
 * What every function carries before its own code, bundled and measured the same way: the floor
 * under the bundle and cold-start goal (issue 10). The DynamoDB document client alone; then the
 * ElectroDB service over every entity on it, as `getDb()` builds it (the handlers reach the table
 * through it: the brief's single table with ElectroDB).
 */
const STACK_FLOORS = [
  {
    name: 'floor: DynamoDB client',
    contents: `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
export const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));`,
  },
  {
    name: 'floor: + ElectroDB service',
    contents: `import { createDb } from './shared/db/service.ts';
export const db = createDb({ tableName: 'bench' });`,
  },
];

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
  const entries: { name: string; entry?: string; contents?: string; external?: string[] }[] = [
    ...lambdaEntries(),
    ...STACK_FLOORS,
  ];
  for (const { name, entry, contents, external = [] } of entries) {
    const outfile = join(out, `${name.replace(/\W+/g, '-')}.mjs`);
    await build({
      ...(entry
        ? { entryPoints: [entry] }
        : { stdin: { contents: contents ?? '', resolveDir: process.cwd(), loader: 'ts' as const } }),
      ...FUNCTION_BUNDLE,
      mainFields: [...FUNCTION_BUNDLE.mainFields],
      banner: { js: FUNCTION_BUNDLE.banner },
      ...(entry && { alias: functionAliases(entry) }),
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
      ...(entry && { budget: bundleBudget(name) }),
    });
  }
  rmSync(out, { recursive: true, force: true });
  return figures;
}
