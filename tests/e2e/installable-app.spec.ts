import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { workerControls } from './support/app-worker.ts';
import { signInAsArtist } from './support/artist-session.ts';
import { bookableArtist } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { shotsAndAxe } from './support/shots.ts';

/**
 * Issue 32, item 1 (ADR 0099), at 390 px in Chromium on the built SPA: the app's worker (`sw.js`)
 * installs from the artist's space, Chromium finds nothing in the way of installing `/app` (the
 * DevTools protocol's `Page.getInstallabilityErrors`), and Today offers its install step. Axe and
 * shots (SHOTS_DIR) at 390 and 1280 px, light and dark. Today offline: offline-today.spec.ts.
 */

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });

/**
 * Debian's headless shell, which the tier runs, has no installability checker: it answers an empty
 * list for any page, one without a manifest too. Debian's full Chromium (new headless mode) checks,
 * and refuses any incognito profile (`in-incognito`), which every Playwright context but a
 * persistent one is: this test opens one on a profile of its own. The tier's `use` options reach
 * it too (Playwright's defaults for the browser type), `serviceWorkers: 'block'` included: it allows
 * the worker itself.
 */
const FULL_CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--headless=new'],
};

test('Chromium finds nothing in the way of installing /app; Today offers the install step', async ({
  baseURL,
}) => {
  test.setTimeout(90_000);
  const profile = mkdtempSync(join(tmpdir(), 'inkslot-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...FULL_CHROMIUM,
    baseURL,
    locale: 'en-GB',
    timezoneId: 'Europe/Paris',
    viewport: { width: 390, height: 844 },
    reducedMotion: 'reduce',
    ignoreHTTPSErrors: true,
    serviceWorkers: 'allow',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  try {
    await installableApp(page);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** Signed in on the persistent profile: the worker, the installability check, the install step. */
async function installableApp(page: Page) {
  const artist = await bookableArtist('Install-2026-phone!');
  await signInAsArtist(page, artist);
  await workerControls(page);

  const manifest = await page.evaluate(async () => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    return link ? ((await (await fetch(link.href)).json()) as Record<string, unknown>) : null;
  });
  expect(manifest).toMatchObject({
    name: 'Inkslot',
    short_name: 'Inkslot',
    start_url: '/app',
    display: 'standalone',
  });

  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
  // The same question on a page without the manifest (the terms, prerendered) answers what is missing.
  const terms = await page.context().newPage();
  await terms.goto('/terms');
  await expect(terms.locator('link[rel="manifest"]')).toHaveCount(0);
  const termsCdp = await page.context().newCDPSession(terms);
  const termsErrors = (await termsCdp.send('Page.getInstallabilityErrors')).installabilityErrors;
  expect(termsErrors.map((error) => error.errorId)).toContain('no-manifest');
  await terms.close();

  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist.getByText('Install Inkslot on your phone')).toBeVisible();
  // Headless Chromium gives no prompt of its own: the step says where the browser's menu installs it.
  await expect(checklist.getByText(/In your browser’s menu, choose Install app/)).toBeVisible();
  await shotsAndAxe(page, 'install', 'step');
}
