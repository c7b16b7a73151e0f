import { defineConfig } from 'vitest/config';

/** The test tiers; `npm test` (scripts/test-all.ts) runs them all, e2e included. */
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
        extends: 'web/vite.config.ts',
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/support/integration-global-setup.ts'],
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
          // another file's attack running beside it would add to.
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
