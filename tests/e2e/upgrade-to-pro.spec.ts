import AxeBuilder from '@axe-core/playwright';
import { signInAsArtist } from './support/artist-session.ts';
import { bookableArtist, call, freeSlotsByDay, sentRequest } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Issue 12's upgrade, as an artist does it: a Free artist whose page closed at the month's 10th
 * request (it says when it reopens) goes from the plan page to Stripe's checkout (the local stand-in,
 * ADR 0044), a declined card then a test card that pays, back to the confirmation page that turns to
 * Pro when the webhook has been applied; the page takes requests again with the Pro badge and the
 * insights, locked before, show the month's requests; then
 * Stripe's portal cancels at the period's end, and the plan page says until when Pro lasts.
 */
test('a Free artist at the limit upgrades to Pro yearly, then cancels at the end of the period', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const artist = await bookableArtist('Upgrade-artist-2026!');
  const slots = [...(await freeSlotsByDay(artist)).values()].flat();
  for (let index = 0; index < 10; index += 1)
    await sentRequest(artist, slots[index] ?? '', { firstName: `Client${index + 1}`, lastName: 'Test' });
  await page.goto(`/${artist.pseudo}`);
  await expect(page.getByText('Bookings closed')).toBeVisible();
  await expect(page.getByText(/^Reopening on /)).toBeVisible();

  await signInAsArtist(page, artist);
  await expect(page.getByText('Your page no longer takes requests')).toBeVisible();
  // Insights are Pro's: the unlock prompt over a blurred preview.
  await page.goto('/app/insights');
  await expect(page.getByRole('heading', { name: 'Unlock your insights' })).toBeVisible();
  await page.goto('/app/settings/plan');
  await expect(page.getByText('10 of 10 requests this month on the Free plan')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Upgrade to Pro' })).toBeVisible();
  await expect(page.getByText('€190 a year', { exact: true })).toBeVisible();
  await expect(page.getByText('Save 17%')).toBeVisible();

  await page.getByRole('button', { name: 'Pay yearly' }).click();
  await expect(page.getByRole('heading', { name: 'Subscribe to Inkslot Pro' })).toBeVisible();
  await expect(page.getByText('€190.00 per year')).toBeVisible();
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page).toHaveURL(/\/app\/settings\/plan\/confirmation\?session=cs_test_/);
  await expect(page.getByRole('heading', { name: 'Welcome to Pro' })).toBeVisible({ timeout: 15_000 });
  // The page takes requests again, with the Pro badge: the plan change's event drops it from the
  // edge cache (the edge-cache consumer, ADR 0039), after "Welcome to Pro" or just before.
  await expect(async () => {
    await page.goto(`/${artist.pseudo}`);
    await expect(page.getByRole('link', { name: 'Book an appointment' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('Pro', { exact: true })).toBeVisible();
  // The insights unlocked: the ten requests the statistics consumer counted, readable and axe-clean.
  // It counts them as their events arrive (asynchronously): the page is read once all ten are in.
  await expect
    .poll(
      async () =>
        (await call<{ requestsReceived: number }>('/me/insights?range=7d', { token: artist.idToken }))
          .requestsReceived,
      { timeout: 15_000 },
    )
    .toBe(10);
  await page.goto('/app/insights?range=7d');
  await expect(page.getByText('10 booking requests received.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Busiest hours' })).toBeVisible();
  const axe = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations.map((violation) => `${violation.id} (${violation.impact})`)).toEqual([]);
  await page.getByRole('radio', { name: 'Upcoming' }).click();
  await expect(page.getByRole('heading', { name: 'No booking in this period' })).toBeVisible();
  await page.goto('/app/settings/plan');
  await expect(page.getByRole('heading', { name: 'Your Pro plan' })).toBeVisible();
  await expect(page.getByText('Yearly')).toBeVisible();
  await expect(page.getByText(/^Renews on /)).toBeVisible();

  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page.getByText(/^Renews on /)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByText(/^Cancels on /)).toBeVisible();
  await page.getByRole('link', { name: 'Return to Inkslot' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/plan\?billing=updated$/);
  await expect(page.getByText(/^Cancelled: Pro until .+, then the free plan\.$/)).toBeVisible({
    timeout: 15_000,
  });
});
