import { bookableArtist } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Issue 13, item 1 (ADR 0056): an artist who has a password account signs in with Apple using the
 * same email. Cognito links the identity and refuses that first attempt ("Already found an entry");
 * the SPA signs in again at once and the artist is in their own workspace, not a new onboarding.
 */

test.use({ locale: 'en-GB' });

test('a password account signs in with Apple by the same email: linked, not duplicated', async ({ page }) => {
  const artist = await bookableArtist('Social-link-1!');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Apple' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with Apple' })).toBeVisible();
  await page.getByLabel('Name').fill('Bookings Ink');
  await page.getByLabel('Email').fill(artist.email);
  await page.getByRole('button', { name: 'Continue to Inkslot' }).click();
  await expect(page).toHaveURL('/app');
  await expect(page.getByText(`@${artist.pseudo}`).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('an email Apple does not vouch for is not linked: /login says why', async ({ page }) => {
  const artist = await bookableArtist('Social-refused-1!');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Apple' }).click();
  await page.getByLabel('Name').fill('Not the owner');
  await page.getByLabel('Email').fill(artist.email);
  await page.getByLabel('Apple has verified this address').uncheck();
  await page.getByRole('button', { name: 'Continue to Inkslot' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('alert')).toContainText(
    'Google or Apple sign-in is not possible for this address.',
  );
  await expect(page.getByRole('alert')).toContainText('Sign in with your email and password');
  if (process.env.SHOTS)
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `.local/shots/link-refused-${width}.png`, fullPage: true });
    }
});
