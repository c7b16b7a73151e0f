import type { Page } from '@playwright/test';
import { signInAsArtist } from './support/artist-session.ts';
import { bookableArtist } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eCloud } from './support/local-cloud.ts';
import { shotsAndAxe } from './support/shots.ts';

/**
 * Issue 31, item 2 (ADRs 0092, 0096), at 390 px as a new artist and a visitor live it: the artist
 * schedules a book opening with a cap of 20 and a draw in the booking settings; a visitor of the
 * public page sees the countdown tick, the day, the types, the cap and when the draw's results come. With SHOTS_DIR, screenshots of both at 390 and
 * 1280 px, light and dark, axe run on each.
 */

test.use({
  locale: 'en-GB',
  timezoneId: 'Europe/Paris',
  viewport: { width: 390, height: 844 },
  hasTouch: true,
});

const shots = (page: Page, name: string) => shotsAndAxe(page, 'opening', name);

test('an artist schedules a draw of 20 requests and a visitor sees the countdown', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const artist = await bookableArtist('Book-opening-1!');
  await signInAsArtist(page, artist);

  await test.step('the artist schedules the opening in the booking settings', async () => {
    await page.goto('/app/settings/bookings');
    const card = page.getByRole('region', { name: 'Book opening' });
    await expect(card.getByRole('button', { name: 'Schedule the opening' })).toBeVisible();
    await card.getByLabel('Time').fill('18:30');
    await card.getByRole('radio', { name: 'Draw' }).click();
    await expect(card.getByText(/^Every request confirmed during the opening/)).toBeVisible();
    await card.getByLabel('Length').selectOption({ label: '2 hours' });
    await card.getByLabel('Number of requests').fill('20');
    await card.getByRole('switch', { name: 'Flashes' }).check();
    await card.scrollIntoViewIfNeeded();
    await shots(page, 'artist-form');
    await card.getByRole('button', { name: 'Schedule the opening' }).click();
    await expect(card.getByText('Opening scheduled: your page shows the countdown.')).toBeVisible();
    await expect(card.getByText('Scheduled', { exact: true })).toBeVisible();
    await expect(card.getByText('0 confirmed requests of 20')).toBeVisible();
    await expect(card.getByText('Flashes, Custom projects')).toBeVisible();
    await expect(card.getByText('Draw', { exact: true })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shots(page, 'artist');
  });

  await test.step('a visitor sees the countdown tick on the public page', async () => {
    const visitorContext = await browser.newContext({
      baseURL: e2eCloud().urls.app,
      locale: 'en-GB',
      // A visitor in the artist's city: the day and time read as the artist typed them.
      timezoneId: 'Europe/Paris',
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/${artist.pseudo}`);
    const countdown = visitor.getByRole('region', { name: 'Book opening' });
    await expect(countdown.getByText('Books open in')).toBeVisible();
    // A draw: 18:30 for two hours, the results at 20:46 (the last cart hold, and a minute).
    await expect(
      countdown.getByText(
        /^Flashes, Custom projects · a draw: 20 requests drawn among those confirmed before the end\. Results on .*20:46, by email\.$/,
      ),
    ).toBeVisible();
    await expect(countdown.getByText(/^Next opening: .*18:30$/)).toBeVisible();
    const seconds = countdown.locator('.opening-countdown__figure').last();
    const first = await seconds.textContent();
    await expect(seconds).not.toHaveText(first ?? '', { timeout: 3000 });
    await shots(visitor, 'visitor');
    await visitorContext.close();
  });
});
