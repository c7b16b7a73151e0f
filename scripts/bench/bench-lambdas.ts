import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import {
  bundleBudget,
  FUNCTION_BUNDLE,
  functionAliases,
  ROUTE_LIBRARIES,
} from '#infra/lib/function-bundle.ts';
import { lambdaEntries } from './lambda-entries.ts';

export interface LambdaFigures {
  name: string;
  minifiedKiB: number;
  gzipKiB: number;
  /** A fresh Node process importing the bundle, start to exit (median). */
  coldStartMs: number;
  /** `node -e ''` in the same run (median): what every process pays before our code. */
  bareNodeMs: number;
  /** The same processes' CPU time, user and system (median): steadier than wall time on a busy machine. */
  coldStartCpuMs: number;
  bareNodeCpuMs: number;
  /** The test's ceiling (tests/infra/bundling.test.ts); none for a floor (`STACK_FLOORS`). */
  budget?: { minifiedKiB: number; gzipKiB: number };
  /** What the bundle carries of the libraries only some of its routes import (`ROUTE_LIBRARIES`). */
  routeLibraries: { library: string; routes: string[]; minifiedKiB: number }[];
}

const RUNS = 7;
const FUNCTION_ENV = {
  TABLE_NAME: 'bench',
  EVENT_BUS_NAME: 'bench',
  APP_URL: 'http://localhost',
  USER_POOL_ID: 'bench',
  AWS_REGION: 'eu-west-3',
};

/** What a measured process prints last: its own CPU time, user and system, in ms. */
const PRINT_CPU = 'const u=process.resourceUsage();console.log((u.userCPUTime+u.systemCPUTime)/1000)';

const median = (values: number[]) =>
  values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/**
 * Median wall and CPU time of a fresh Node process running `code` as an ES module, or nothing but
 * printing its CPU time (a bare `node -e`) when `code` is absent.
 */
function medianProcess(code?: string) {
  const args = code === undefined ? ['-e', PRINT_CPU] : ['--input-type=module', '-e', `${code};${PRINT_CPU}`];
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const output = execFileSync(process.execPath, args, {
      env: { ...process.env, ...FUNCTION_ENV },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    wall.push(performance.now() - started);
    cpu.push(Number(output.trim().split('\n').at(-1)));
  }
  return { ms: median(wall), cpuMs: median(cpu) };
}

/**
 * What every function carries before its own code, bundled and measured the same way: the floor
 * under the bundle and cold-start goal (issue 10). The DynamoDB document client alone; then the
 * ElectroDB service over every entity on it, as `getDb()` builds it (the handlers reach the table
 * through it: the brief's single table with ElectroDB).
 */
export const DYNAMODB_FLOOR = 'floor: DynamoDB client';
const STACK_FLOORS = [
  {
    name: DYNAMODB_FLOOR,
    contents: `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
export const client = DynamoDBDocumentClient.from(new DynamoDBClient({}));`,
  },
  {
    // The least a function that reads the table can carry: ElectroDB's service over one entity.
    name: 'floor: + ElectroDB, one entity',
    contents: `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { Service } from 'electrodb';
import { OutboxEventEntity } from './shared/db/entities/outbox-event.ts';
export const db = new Service({ outboxEvent: OutboxEventEntity }, { table: 'bench', client: DynamoDBDocumentClient.from(new DynamoDBClient({})) });`,
  },
  {
    // Every entity, as every function loaded them before ADR 0105.
    name: 'floor: + ElectroDB service (every entity)',
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
  const bare = medianProcess();
  const entries: { name: string; entry?: string; contents?: string; external?: string[] }[] = [
    ...lambdaEntries(),
    ...STACK_FLOORS,
  ];
  for (const { name, entry, contents, external = [] } of entries) {
    const outfile = join(out, `${name.replace(/\W+/g, '-')}.mjs`);
    const { metafile } = await build({
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
      metafile: true,
    });
    const code = readFileSync(outfile);
    const inputs = Object.entries(Object.values(metafile.outputs)[0]?.inputs ?? {});
    const kibOf = (packages: string[]) =>
      inputs
        .filter(([file]) => packages.some((pkg) => file.includes(`node_modules/${pkg}/`)))
        .reduce((sum, [, input]) => sum + input.bytesInOutput, 0) / 1024;
    figures.push({
      name,
      minifiedKiB: code.length / 1024,
      gzipKiB: gzipSync(code).length / 1024,
      ...((cold) => ({ coldStartMs: cold.ms, coldStartCpuMs: cold.cpuMs }))(
        medianProcess(`await import(${JSON.stringify(outfile)})`),
      ),
      bareNodeMs: bare.ms,
      bareNodeCpuMs: bare.cpuMs,
      ...(entry && { budget: bundleBudget(name) }),
      routeLibraries: (ROUTE_LIBRARIES[name] ?? []).map(({ library, routes, packages }) => ({
        library,
        routes,
        minifiedKiB: kibOf(packages),
      })),
    });
  }
  rmSync(out, { recursive: true, force: true });
  return figures;
}
