/**
 * `npm start`: the whole product on this machine, data kept in `.local/` (`npm start -- --reset`
 * wipes it), the app on http://localhost:3000 (`PORT` overrides). Ctrl-C stops everything.
 * `npm start -- --prod` builds the SPA and serves the build, as CloudFront does, with its whole
 * response headers policy (ADR 0040), instead of Vite's dev server.
 */
import { rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { PortInUseError } from './local-cloud/ports.ts';
import { urlTable } from './local-cloud/print-urls.ts';
import { REPO_ROOT } from './local-cloud/repo-root.ts';
import { DEMO_ARTIST, DEMO_SUPERADMIN } from './local-cloud/seed/demo-artist.ts';
import { PRO_DEMO_ARTIST } from './local-cloud/seed/pro-demo-artist.ts';
import { type LocalCloud, startLocalCloud } from './local-cloud/start-local-cloud.ts';
import { buildWeb } from './local-cloud/web-build.ts';

const DEFAULT_PORT = 3000;
const HEALTH_TIMEOUT_MS = 30_000;

const { values: flags } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    prod: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (flags.help) {
  console.log(
    'Usage: npm start [-- --reset] [-- --prod]\n  --reset  wipe .local/ (all local data) first\n  --prod   build the SPA and serve the build with the production headers\n  PORT     the app port (3000)',
  );
  process.exit(0);
}

const port = process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT;
if (!Number.isInteger(port) || port <= 0 || port > 65_535)
  fail(`PORT=${process.env.PORT} is not a port number`);
const persistDir = join(REPO_ROOT, '.local');
if (flags.reset) {
  rmSync(persistDir, { recursive: true, force: true });
  console.log(`Wiped ${relative(process.cwd(), persistDir) || '.local'}/`);
}

let starting: Promise<LocalCloud> | undefined;
let stoppingSince: number | undefined;

/**
 * Stops every stand-in (the JVM included), then exits. A second Ctrl-C exits at once, but not one
 * that arrives within a second: tsx relays the terminal's SIGINT, so each Ctrl-C comes twice.
 */
async function shutdown(code: number) {
  if (stoppingSince !== undefined) {
    if (Date.now() - stoppingSince < 1_000) return;
    console.error('Forced exit.');
    process.exit(1);
  }
  stoppingSince = Date.now();
  // Stopped during its start, the cloud finishes starting (or fails and cleans up) first.
  const cloud = await starting?.catch(() => undefined);
  if (cloud) {
    console.log('\nStopping the local cloud...');
    await cloud.stop().catch((error: unknown) => console.error(error));
    console.log('Stopped.');
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('uncaughtException', (error) => {
  console.error('Unexpected error:', error);
  void shutdown(1);
});
process.on('unhandledRejection', (error) => {
  console.error('Unexpected error:', error);
  void shutdown(1);
});

void main();

async function main() {
  const startedAt = performance.now();
  let cloud: LocalCloud;
  try {
    if (flags.prod && !buildWeb()) fail('The SPA build failed (vite build -c web/vite.config.ts).');
    starting = startLocalCloud({
      persistDir,
      port,
      web: flags.prod ? 'dist' : 'dev',
      seed: true,
      seedProDemo: true,
    });
    cloud = await starting;
    await waitForHealth(`${cloud.urls.api}/health`);
  } catch (error) {
    if (stoppingSince !== undefined) return; // Ctrl-C during the start: shutdown() takes over
    if (error instanceof PortInUseError) {
      fail(
        `Port ${error.port} is already in use (${error.service}). Stop what uses it, or run e.g. PORT=${port + 1} npm start.`,
      );
    }
    console.error('\n✖ The local cloud could not start:', error);
    await starting?.then((started) => started.stop()).catch(() => undefined);
    process.exit(1);
  }
  if (stoppingSince !== undefined) return;

  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`\nInkslot local cloud ready in ${seconds} s\n`);
  console.log(urlTable(cloud, DEMO_ARTIST, DEMO_SUPERADMIN, PRO_DEMO_ARTIST));
  console.log('\n  Data in .local/ (npm start -- --reset wipes it). Ctrl-C stops everything.\n');
}

async function waitForHealth(url: string) {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  for (;;) {
    const status = await fetch(url)
      .then((response) => response.status)
      .catch(() => 0);
    if (status === 200) return;
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function fail(message: string): never {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}
