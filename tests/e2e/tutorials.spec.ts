import { signInAsArtist } from './support/artist-session.ts';
import { bookableArtist } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Issue 13, item 6: the getting-started guide, reached from Today's checklist and from the menu;
 * an article leads to where its step is done and on to the next one.
 */

test.use({ locale: 'en-GB' });

test('Today’s checklist leads to the guide’s articles, and an article to where the step is done', async ({
  page,
}) => {
  const artist = await bookableArtist('Tutorials-2026!');
  await signInAsArtist(page, artist);
  await expect(page).toHaveURL('/app');
  const checklist = page.getByRole('region', { name: 'Get started' });

  await checklist.getByRole('link', { name: 'How to: Add a profile picture' }).click();
  await expect(page).toHaveURL('/app/tutorials/picture');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a profile picture' })).toBeVisible();
  await page.getByRole('link', { name: /Next step: Write your bio/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Write your bio' })).toBeVisible();
  await page.getByRole('link', { name: 'Write my bio' }).click();
  await expect(page).toHaveURL('/app/profile');

  await page.goto('/app');
  await checklist.getByRole('link', { name: 'Getting-started guide' }).click();
  await expect(page).toHaveURL('/app/tutorials');
  // The URL changes before the lazy guide replaces Today, whose checklist names the same steps:
  // read the cards once the guide's heading shows.
  await expect(page.getByRole('heading', { level: 1, name: 'Getting-started guide' })).toBeVisible();
  // The bookable artist has availability: the guide marks that step done.
  const availability = page.getByRole('link', { name: /Open your availability/ });
  await expect(availability).toContainText('Done');
  await expect(page.getByRole('link', { name: /Add a profile picture/ })).not.toContainText('Done');

  await page.goto('/app/tutorials/no-such-article');
  await expect(page.getByText('This tutorial does not exist.')).toBeVisible();
  await page.getByRole('link', { name: 'Getting-started guide' }).last().click();
  await expect(page).toHaveURL('/app/tutorials');
});
