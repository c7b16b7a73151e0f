/**
 * `npm test`: every tier, in order, failing fast (ADR 0079). Static checks; the vitest tiers without
 * the local cloud (unit, web, contract, infra) on every core, with the time-zone sensitive unit
 * suites again under New York's zone in the same run; integration four files at a time over one
 * local cloud, then its table-wide jobs alone (ADR 0084); the attack tier on its own cloud; then the SPA build
 * and the Playwright e2e tier, with no retry.
 * Ends with one summary line and each step's time.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
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
    // Four integration files at a time over one local cloud, then the files whose jobs read the
    // whole table alone (the projects' `sequence.groupOrder`).
    name: 'integration against the local cloud (TZ=UTC)',
    command: [
      'vitest',
      'run',
      ...['integration', 'integration-serial'].flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/vitest-integration.json`,
    ],
    env: { TZ: 'UTC' },
    report: { file: 'vitest-integration.json', kind: 'vitest' },
  },
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
  { name: 'web build', command: ['vite', 'build', '-c', 'web/vite.config.ts', '--logLevel', 'warn'] },
  {
    name: 'e2e (Playwright on the Debian Chromium headless shell)',
    command: ['playwright', 'test', '-c', 'tests/e2e/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
    report: { file: 'playwright.json', kind: 'playwright' },
  },
];
const steps = allSteps.filter((step) => only.length === 0 || only.some((name) => step.name.startsWith(name)));

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

for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  const [bin, ...args] = step.command as [string, ...string[]];
  const result = spawnSync(bin, args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  count(step);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✗ ${step.name} failed (${seconds} s)`);
    console.log(`\n${passed} passed, ${Math.max(failed, 1)} failed, ${skipped} skipped`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${step.name} (${seconds} s)`);
  times.push(`${seconds.padStart(7)} s  ${step.name}`);
}
console.log(`\n${times.join('\n')}\n${passed} passed, ${failed} failed, ${skipped} skipped`);
