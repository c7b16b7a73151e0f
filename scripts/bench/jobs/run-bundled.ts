import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { FUNCTION_BUNDLE } from '#infra/lib/function-bundle.ts';

export interface JobFigures {
  cpuMs: number;
  wallMs: number;
  /** The process's peak resident memory, Node itself included. */
  maxRssMiB: number;
  [figure: string]: number;
}

/**
 * Bundles `script` (TypeScript run from the repository root) with the functions' recipe and runs it
 * in a fresh Node process, as Lambda would run the job's bundle; the script prints its figures as
 * JSON on its last line.
 */
export async function runBundled(
  script: string,
  env: Record<string, string> = {},
  /** Node's own flags for the job's process (the V8 heap Lambda would give it, say). */
  nodeArgs: readonly string[] = [],
): Promise<JobFigures> {
  const cache = join(process.cwd(), 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(join(cache, 'inkslot-job-bench-'));
  try {
    const outfile = join(dir, 'job.mjs');
    await build({
      stdin: { contents: script, resolveDir: process.cwd(), loader: 'ts', sourcefile: 'job-bench.ts' },
      ...FUNCTION_BUNDLE,
      mainFields: [...FUNCTION_BUNDLE.mainFields],
      banner: { js: FUNCTION_BUNDLE.banner },
      // JOB_BENCH_READABLE=1 keeps names, for a profile (--cpu-prof through JOB_BENCH_NODE_ARGS).
      ...(process.env.JOB_BENCH_READABLE && { minify: false }),
      bundle: true,
      outfile,
      logLevel: 'silent',
    });
    let output: string;
    try {
      // Asynchronously: the local cloud's stand-ins answering the job run in this process.
      ({ stdout: output } = await promisify(execFile)(
        process.execPath,
        [...nodeArgs, ...(process.env.JOB_BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), outfile],
        {
          env: { ...process.env, ...env, LOG_LEVEL: 'ERROR' },
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        },
      ));
    } catch (error) {
      // The minified bundle's line is long: keep the message's end.
      const stderr = String((error as { stderr?: string }).stderr ?? '');
      throw new Error(
        `the job bench failed: ${/JOB FAILED[\s\S]*/.exec(stderr)?.[0] ?? stderr.slice(-1500)}`,
      );
    }
    return JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as JobFigures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The tail every job script ends with: CPU (user + system) and wall time since `started`, peak RSS. */
export const MEASURE = `
process.on('unhandledRejection', (error) => {
  console.error('JOB FAILED', String(error?.stack ?? error).slice(0, 3000));
  process.exit(1);
});
const measure = (cpu0, wall0, extra = {}) => {
  const cpu = process.cpuUsage(cpu0);
  console.log(JSON.stringify({
    cpuMs: (cpu.user + cpu.system) / 1000,
    wallMs: performance.now() - wall0,
    maxRssMiB: process.resourceUsage().maxRSS / 1024,
    ...extra,
  }));
  // The SDK's keep-alive sockets would hold the process; Lambda freezes it instead.
  process.exit(0);
};`;
