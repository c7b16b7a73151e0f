import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type ReporterDescription } from '@playwright/test';

/**
 * The e2e tier: the built SPA (`npm run build:web` first) in Debian's Chromium, against the local
 * cloud the globalSetup starts (in memory, free ports, demo artist seeded). Never `playwright
 * install`: the browser is `/usr/bin/chromium`. `PLAYWRIGHT_JSON_OUTPUT_NAME` (set by `npm test`)
 * adds a JSON report; screenshots of failures (and traces, with E2E_TRACE=1) go to
 * `test-results/e2e/`.
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Debian's headless shell (the package chromium-headless-shell, which .ci/run installs): Chromium's
 * engine without the desktop browser around it, as Playwright's own headless runs use, and lighter
 * on 2 cores. Debian's full Chromium where the shell is not installed.
 */
const E2E_BROWSER = existsSync('/usr/bin/chromium-headless-shell')
  ? '/usr/bin/chromium-headless-shell'
  : '/usr/bin/chromium';

const reporter: ReporterDescription[] = [['list']];
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) reporter.push(['json']);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: '../support/e2e-global-setup.ts',
  outputDir: fileURLToPath(new URL('../../test-results/e2e', import.meta.url)),
  fullyParallel: false,
  workers: 2,
  // No retry, in CI or here: a test that needs one has a race to fix (ADR 0079).
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: E2E_BROWSER, args: CHROMIUM_ARGS },
    locale: 'en-US',
    timezoneId: 'Europe/Paris',
    reducedMotion: 'reduce',
    // No trace unless asked (E2E_TRACE=1): recording one for every test, kept or not, streams
    // screencast frames and DOM snapshots: about 170 of the tier's 575 CPU seconds (Chromium's GPU
    // process alone 121 s against 28 s without).
    // A failure still leaves its screenshot and the page's ARIA snapshot (error-context.md).
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    video: 'off',
    actionTimeout: 5_000,
    navigationTimeout: 10_000,
    // No service worker unless a spec asks (`test.use({ serviceWorkers: 'allow' })`: the installable
    // app, offline Today, push): the app's worker precaches ~2 MB on install, for every spec that
    // signs in to /app otherwise. Blocked, its registration fails quietly (ADR 0099).
    serviceWorkers: 'block',
    // The local hosted UI stand-in (Google and Apple sign-in) serves a self-signed certificate (ADR 0056).
    ignoreHTTPSErrors: true,
  },
});
