import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { INTEGRATION_SERIAL_FILES } from './tests/support/integration-serial-files.ts';
import { timeZoneSensitiveSuites } from './tests/support/time-zone-suites.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The test tiers; `npm test` (scripts/test-all.ts) runs them all, e2e included (ADR 0079: how the
 * tiers share the machine).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Worker threads start faster than forked processes; the infra tier, which bundles with
          // esbuild's service, keeps the default forks.
          pool: 'threads',
          env: { LOG_LEVEL: 'SILENT' },
          include: ['{shared,events,functions,scripts,infra}/**/*.test.ts'],
        },
      },
      {
        // The unit suites that reach code reading the process's time zone, and the slot engine
        // (ADR 0015), again under New York's: Lambda runs in UTC, a laptop or a runner may not.
        test: {
          name: 'unit-new-york',
          environment: 'node',
          // Forks: the time zone is the process's, and threads share one.
          env: { LOG_LEVEL: 'SILENT', TZ: 'America/New_York' },
          include: [...timeZoneSensitiveSuites(root), 'shared/domain/slots/**/*.test.ts'],
        },
      },
      {
        extends: 'web/vite.config.ts',
        test: {
          name: 'web',
          environment: 'happy-dom',
          pool: 'threads',
          include: ['web/src/**/*.test.{ts,tsx}', 'web/*.test.ts'],
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        // Four files at a time over one local cloud (ADR 0084): each makes its own artists, clients
        // and source addresses, so none sees another's data. The tier waits on DynamoDB Local and
        // the event plane more than it computes: two files kept 2 cores 55% busy.
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          exclude: INTEGRATION_SERIAL_FILES,
          globalSetup: ['tests/support/integration-global-setup.ts'],
          maxWorkers: 4,
          sequence: { groupOrder: 0 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Then, alone, the files that run a schedule's job over the whole shared table (deposit
        // deadlines, client notices, busy calendars): a neighbour's bookings would be its due items.
        // The same cloud as `integration` (the global setup shares it).
        test: {
          name: 'integration-serial',
          environment: 'node',
          include: INTEGRATION_SERIAL_FILES,
          globalSetup: ['tests/support/integration-global-setup.ts'],
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'abuse',
          environment: 'node',
          include: ['tests/abuse/**/*.test.ts'],
          globalSetup: ['tests/abuse/support/abuse-global-setup.ts'],
          // One attack at a time: each asserts health answers within 1 s under its own load, which
          // another file's attack running beside it would add to. Never in the same vitest run as
          // the integration tier: a local cloud sets its handlers' environment on the process, so
          // two clouds in one process would answer with each other's settings.
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'contract',
          environment: 'node',
          pool: 'threads',
          include: ['tests/contract/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'infra',
          environment: 'node',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
