import type { Page } from '@playwright/test';
import { signInAsArtist } from './support/artist-session.ts';
import { bookableArtist } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eCloud } from './support/local-cloud.ts';
import { shotsAndAxe } from './support/shots.ts';

/**
 * Issue 31, item 2 (ADR 0092), at 390 px as a new artist and a visitor live it: the artist schedules
 * a book opening with a cap of 20 in the booking settings; a visitor of the public page sees the
 * countdown tick, the day, the types and the cap. With SHOTS_DIR, screenshots of both at 390 and
 * 1280 px, light and dark, axe run on each.
 */

test.use({
  locale: 'en-GB',
  timezoneId: 'Europe/Paris',
  viewport: { width: 390, height: 844 },
  hasTouch: true,
});

const shots = (page: Page, name: string) => shotsAndAxe(page, 'opening', name);

test('an artist schedules an opening of 20 requests and a visitor sees the countdown', async ({
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
    await expect(
      countdown.getByText('Flashes, Custom projects · 20 requests, first confirmed, first served'),
    ).toBeVisible();
    await expect(countdown.getByText(/^On .*18:30$/)).toBeVisible();
    const seconds = countdown.locator('.opening-countdown__figure').last();
    const first = await seconds.textContent();
    await expect(seconds).not.toHaveText(first ?? '', { timeout: 3000 });
    await shots(visitor, 'visitor');
    await visitorContext.close();
  });
});
