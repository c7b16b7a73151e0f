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
          env: { LOG_LEVEL: 'SILENT', TZ: 'America/New_York' },
          include: [...timeZoneSensitiveSuites(root), 'shared/domain/slots/**/*.test.ts'],
        },
      },
      {
        extends: 'web/vite.config.ts',
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['web/src/**/*.test.{ts,tsx}', 'web/*.test.ts'],
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        // Two files at a time over one local cloud: each makes its own artists, clients and
        // source addresses, so neither sees the other's data.
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          exclude: INTEGRATION_SERIAL_FILES,
          globalSetup: ['tests/support/integration-global-setup.ts'],
          maxWorkers: 2,
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
        test: { name: 'contract', environment: 'node', include: ['tests/contract/**/*.test.ts'] },
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
