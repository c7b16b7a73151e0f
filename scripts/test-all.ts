/**
 * `npm test`: every tier, in order, failing fast (ADR 0079). Static checks; the vitest tiers without
 * the local cloud (unit, web, contract, infra) on every core, with the time-zone sensitive unit
 * suites again under New York's zone in the same run; integration four files at a time over one
 * local cloud (ADR 0084), the attack tier beside it on its own cloud; then the SPA build and the
 * Playwright e2e tier, with no retry, the integration files of table-wide jobs beside it, one at a
 * time on a cloud of their own (ADR 0095, ADR 0104).
 * Ends with one summary line and each step's time.
 */
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const reports = join(process.cwd(), '.local/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Step {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** A JSON report to count tests from: vitest's or Playwright's. */
  report?: { file: string; kind: 'vitest' | 'playwright' };
  /**
   * Steps run one after the other at the same time as this one, each one's output printed when it
   * ends: for tiers that each leave the machine half idle while they wait on their local cloud
   * (ADR 0084, ADR 0104).
   */
  alongside?: Step[];
}

const only = process.argv.slice(2);
const allSteps: Step[] = [
  { name: 'typecheck', command: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
  { name: 'lint', command: ['biome', 'check', '.'] },
  // Vitest's default is one worker per core less one: on 2 cores, one. The tiers without the local
  // cloud run on every core; the time zone is each project's own (vitest.config.ts).
  {
    name: 'unit, web, contract and infra (TZ=UTC), time-zone suites (TZ=America/New_York)',
    command: [
      'vitest',
      'run',
      ...['unit', 'unit-new-york', 'web', 'contract', 'infra'].flatMap((project) => ['--project', project]),
      `--maxWorkers=${Math.max(2, availableParallelism())}`,
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${reports}/vitest-utc.json`,
    ],
    env: { TZ: 'UTC' },
    report: { file: 'vitest-utc.json', kind: 'vitest' },
  },
  {
    // Four integration files at a time over one local cloud.
    name: 'integration against the local cloud (TZ=UTC)',
    command: [
      'vitest',
      'run',
      '--project',
      'integration',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/vitest-integration.json`,
    ],
    env: { TZ: 'UTC' },
    report: { file: 'vitest-integration.json', kind: 'vitest' },
    alongside: [
      {
        // The attack tier (issue 28): a stranger's view of the local cloud, from outside, through the
        // gateway. A vitest run of its own: a local cloud sets its handlers' environment on the process.
        name: 'abuse against the local cloud (TZ=UTC)',
        command: [
          'vitest',
          'run',
          '--project',
          'abuse',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${reports}/vitest-abuse.json`,
        ],
        env: { TZ: 'UTC' },
        report: { file: 'vitest-abuse.json', kind: 'vitest' },
      },
    ],
  },
  { name: 'web build', command: ['vite', 'build', '-c', 'web/vite.config.ts', '--logLevel', 'warn'] },
  {
    name: 'e2e (Playwright on the Debian Chromium headless shell)',
    command: ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
    report: { file: 'playwright.json', kind: 'playwright' },
    alongside: [
      {
        // The integration files whose jobs read the whole table, one at a time, on a local cloud of
        // their own: no other file's bookings are their due items, and the table they scan is small
        // (ADR 0095). Beside e2e: after the attack tier beside integration, it kept both lanes of that
        // step busy and made it 85 s longer, where it costs e2e about 40 (ADR 0104).
        name: 'integration, the table-wide jobs alone, on a cloud of their own (TZ=UTC)',
        command: [
          'vitest',
          'run',
          '--project',
          'integration-serial',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${reports}/vitest-integration-serial.json`,
        ],
        env: { TZ: 'UTC' },
        report: { file: 'vitest-integration-serial.json', kind: 'vitest' },
      },
    ],
  },
];
const steps = allSteps.filter((step) => only.length === 0 || only.some((name) => step.name.startsWith(name)));

/**
 * Runs a step: its output on this terminal, or (`logFile`) in a file printed when it ends, for a
 * step that runs alongside another.
 */
function run(step: Step, logFile?: string): Promise<{ status: number | null; seconds: string }> {
  const started = Date.now();
  const fd = logFile === undefined ? undefined : openSync(logFile, 'w');
  const [bin, ...args] = step.command as [string, ...string[]];
  const child = spawn(bin, args, {
    env: { ...process.env, ...step.env },
    stdio: fd === undefined ? 'inherit' : ['ignore', fd, fd],
  });
  if (fd !== undefined) closeSync(fd);
  return new Promise((resolve) => {
    child.on('close', (status) => resolve({ status, seconds: ((Date.now() - started) / 1000).toFixed(1) }));
  });
}

const times: string[] = [];
let passed = 0;
let failed = 0;
let skipped = 0;

function count(step: Step) {
  if (!step.report) return;
  try {
    const json = JSON.parse(readFileSync(join(reports, step.report.file), 'utf8'));
    if (step.report.kind === 'vitest') {
      passed += json.numPassedTests;
      failed += json.numFailedTests;
      skipped += json.numPendingTests + json.numTodoTests;
    } else {
      passed += json.stats.expected + json.stats.flaky;
      failed += json.stats.unexpected;
      skipped += json.stats.skipped;
    }
  } catch {
    // The step failed before writing its report: its exit code already says so.
  }
}

function fail(name: string, seconds: string, status: number | null): never {
  console.error(`✗ ${name} failed (${seconds} s)`);
  console.log(`\n${passed} passed, ${Math.max(failed, 1)} failed, ${skipped} skipped`);
  process.exit(status ?? 1);
}

/** Runs `lane` one step after the other, each into its own log, up to the first failing one. */
async function runLane(lane: Step[], index: number) {
  const results: { step: Step; log: string; status: number | null; seconds: string }[] = [];
  for (const [n, step] of lane.entries()) {
    const log = join(reports, `alongside-${index}-${n}.log`);
    const result = await run(step, log);
    results.push({ step, log, ...result });
    if (result.status !== 0) break;
  }
  return results;
}

for (const [index, step] of steps.entries()) {
  const lane = step.alongside ?? [];
  const beside = lane.map((other) => other.name).join(', then ');
  console.log(`\n▶ ${step.name}${beside ? `, with ${beside} alongside` : ''}`);
  const [result, besideResults] = await Promise.all([run(step), runLane(lane, index)]);
  count(step);
  if (result.status !== 0) fail(step.name, result.seconds, result.status);
  console.log(`✓ ${step.name} (${result.seconds} s)`);
  times.push(`${result.seconds.padStart(7)} s  ${step.name}`);
  for (const other of besideResults) {
    console.log(`\n▶ ${other.step.name} (ran alongside)\n${readFileSync(other.log, 'utf8')}`);
    count(other.step);
    if (other.status !== 0) fail(other.step.name, other.seconds, other.status);
    console.log(`✓ ${other.step.name} (${other.seconds} s, alongside)`);
    times.push(`${other.seconds.padStart(7)} s  ${other.step.name} (alongside)`);
  }
}
console.log(`\n${times.join('\n')}\n${passed} passed, ${failed} failed, ${skipped} skipped`);
