import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test`, pointed at the local cloud's app: the globalSetup starts it on a free port
 * and leaves its origin in `E2E_APP_URL`, which the workers inherit.
 */
export const test = base.extend({
  baseURL: async ({ baseURL }, use) => {
    const appUrl = baseURL ?? process.env.E2E_APP_URL;
    if (!appUrl) throw new Error('E2E_APP_URL is not set: run through tests/e2e/playwright.config.ts');
    await use(appUrl);
  },
});

export { expect };
