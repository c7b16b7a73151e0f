import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The app's worker (`sw.js`, ADR 0099) is active and controls the page (its first install claims it). */
export async function workerControls(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''), { timeout: 20_000 })
    .toMatch(/\/sw\.js$/);
}
