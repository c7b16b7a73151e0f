import type { Page } from '@playwright/test';
import { PROFILE_AND_SETTINGS_PAGES, signInAsArtist } from './support/artist-session.ts';
import { bookableArtist } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The artist's workspace (issue 9): the shell at 320, 360, 768 and 1280 px scrolls sideways on no
 * artist route; every sidebar entry and every tab is reached and opened with the keyboard; Today
 * shows the checklist, the page to share and its QR code; an unknown /app path keeps the shell.
 */
const ROUTES = [
  '/app',
  '/app/requests',
  '/app/bookings',
  '/app/bookings?view=week',
  '/app/availabilities',
  ...PROFILE_AND_SETTINGS_PAGES,
  '/app/settings/email-templates',
  '/app/settings/email-templates/requestAccepted',
  '/app/messages',
  '/app/insights',
  '/app/tutorials',
  '/app/tutorials/availability',
  '/app/no-such-page',
];

test('no artist route scrolls sideways at 320, 360, 768 or 1280 px', async ({ page }) => {
  test.setTimeout(120_000);
  const artist = await bookableArtist('Shell-artist-2026!');
  await signInAsArtist(page, artist);
  // One load per route, narrowest first, then the same page resized: the layout is CSS's (media and
  // container queries), which a resize re-runs as a load at that width would.
  for (const route of ROUTES) {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(route);
    await expect(page.locator('#main')).toBeVisible();
    await expect(page.locator('.loader')).toHaveCount(0);
    for (const width of [320, 360, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const overflow = await page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            // After the next frame's layout at the new width.
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(document.documentElement.scrollWidth - window.innerWidth)),
            ),
          ),
      );
      expect(overflow, `${route} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});

/**
 * A new path's focus placed: the shell moves it into `<main>` a frame after the path changes
 * (RouteFocus), so an entry focused before that frame would lose it.
 */
async function routeFocusPlaced(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => Boolean(document.getElementById('main')?.contains(document.activeElement))),
    )
    .toBe(true);
}

test('every sidebar entry and every tab is reached and opened with the keyboard', async ({ page }) => {
  const artist = await bookableArtist('Shell-artist-2026!');
  await signInAsArtist(page, artist);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/app');
  const sidebar = page.locator('.shell__sidebar').getByRole('navigation', { name: 'Artist space' });
  const entries = sidebar.getByRole('link');
  await expect(entries.first()).toBeVisible();
  const count = await entries.count();
  expect(count).toBe(12);
  for (let index = 0; index < count; index += 1) {
    const entry = entries.nth(index);
    const href = (await entry.getAttribute('href')) ?? '';
    const before = new URL(page.url()).pathname;
    await entry.focus();
    await expect(entry).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[?#].*$/, '')}(#travels)?$`));
    if (new URL(page.url()).pathname !== before) await routeFocusPlaced(page);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/app');
  const tabbar = page.locator('.shell__tabbar');
  await expect(page.locator('.shell__sidebar')).toBeHidden();
  for (const [name, path] of [
    ['Requests', '/app/requests'],
    ['Bookings', '/app/bookings'],
    ['Messages', '/app/messages'],
    ['Today', '/app'],
  ] as const) {
    // The page shown first (its lazy module in, the route's focus placed), then the next tab.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const tab = tabbar.getByRole('link', { name });
    await tab.focus();
    await expect(tab).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await routeFocusPlaced(page);
  }
  await tabbar.getByRole('button', { name: 'More' }).focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: 'Everything' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('link', { name: 'Settings' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\/settings$/);
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test('Today shows the setup checklist, the page to share with its QR code, and the pending count', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const artist = await bookableArtist('Shell-artist-2026!');
  await signInAsArtist(page, artist);
  await expect(page.getByRole('heading', { level: 1, name: 'Hello Bookings Ink!' })).toBeVisible();
  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist).toContainText('2 of 6 steps done');
  await expect(checklist.getByRole('link', { name: /Share your page \(To do\)/ })).toBeVisible();
  const share = page.getByRole('region', { name: 'Your page' });
  await expect(share).toContainText(`/${artist.pseudo}`);
  await expect(share.getByRole('img', { name: 'QR code of your page' })).toBeVisible();
  await share.getByRole('button', { name: 'Copy the link' }).click();
  // The toast: a title and what to do with the link.
  const toasts = page.getByRole('region', { name: /Notifications/ });
  await expect(toasts.getByText('Link copied')).toBeVisible();
  await expect(toasts.getByText('Paste it in your Instagram bio or send it to a client.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/${artist.pseudo}$`));
  await expect(checklist).toContainText('3 of 6 steps done');
  await expect(checklist.getByRole('link', { name: /Share your page \(Done\)/ })).toBeVisible();

  // An unknown /app path keeps the shell and leads back to Today.
  await page.goto('/app/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found: /app/nowhere' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Today' }).click();
  await expect(page).toHaveURL(/\/app$/);

  // The component catalogue is a development page: the production build does not hold it.
  await page.goto('/app/design');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found: /app/design' })).toBeVisible();
});
