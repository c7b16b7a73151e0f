import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { INTEGRATION_SERIAL_FILES } from './tests/support/integration-serial-files.ts';
import LongFilesFirst from './tests/support/long-files-first.ts';
import { timeZoneSensitiveSuites } from './tests/support/time-zone-suites.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The test tiers; `npm test` (scripts/test-all.ts) runs them all, e2e included (ADR 0079: how the
 * tiers share the machine).
 */
export default defineConfig({
  test: {
    // The integration files that run long for their size first, on a clean clone too.
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Each file in a fresh VM context of a kept worker thread, rather than a fresh worker: the
          // same isolation for a module's state, without importing the SDKs again per file (ADR 0095).
          pool: 'vmThreads',
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
          // Forks: the time zone is the process's, and threads share one (VM contexts in kept forks,
          // ADR 0095; shared/domain/slots/process-time-zone.test.ts holds the zone).
          pool: 'vmForks',
          env: { LOG_LEVEL: 'SILENT', TZ: 'America/New_York' },
          include: [...timeZoneSensitiveSuites(root), 'shared/domain/slots/**/*.test.ts'],
        },
      },
      {
        extends: 'web/vite.config.ts',
        test: {
          name: 'web',
          environment: 'happy-dom',
          // A happy-dom window per file in a VM context of a kept worker: 78 s became 32 s (ADR 0095).
          pool: 'vmThreads',
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
        // Alone, the files that run a schedule's job over the whole table (deposit deadlines, client
        // notices, busy calendars): a neighbour's bookings would be their due items. `npm test` runs
        // them beside the e2e tier on a cloud of their own (ADR 0095); run with `integration`, as in
        // `npm run test:integration`, they come after it on its cloud (the global setup shares it).
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
          // Forks for esbuild's service; VM contexts in them, as the unit tier (ADR 0095).
          pool: 'vmForks',
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
