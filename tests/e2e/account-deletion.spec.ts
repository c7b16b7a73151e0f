import { signInAsArtist } from './support/artist-session.ts';
import { acceptedBooking, bookableArtist, freeSlotsByDay } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/local-cloud.ts';
import { mailText, waitForMail } from './support/mailbox.ts';
import { portalSignIn } from './support/portal-session.ts';

/**
 * Issue 13, item 3 (ADR 0055), as an artist and then their client live it: the artist deletes the
 * account from the settings (the export offered first, the page name typed), lands on the sign-in
 * page told so; the client of an upcoming booking is emailed the cancellation, and their portal
 * keeps the booking under 'Artist account deleted'; the artist's page is gone.
 */

test.use({ locale: 'en-GB' });

test('an artist deletes the account: the client is told and keeps an anonymised history', async ({
  page,
}) => {
  const artist = await bookableArtist('Account-delete-1!');
  const client = uniqueEmail('client');
  const [slotId] = [...(await freeSlotsByDay(artist)).values()].flat();
  await acceptedBooking(
    artist,
    slotId!,
    { firstName: 'Camille', lastName: 'Martin', email: client },
    {
      priceCents: 12_000,
    },
  );
  await signInAsArtist(page, artist);

  await test.step('the account page: export first, the consequences, the page name typed', async () => {
    await page.goto('/app/settings/account');
    const section = page.getByRole('region', { name: 'Delete the account' });
    await section.getByRole('button', { name: 'Delete my account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your Inkslot account' });
    await expect(dialog.getByRole('button', { name: 'Download all my data' })).toBeVisible();
    await expect(dialog.getByText('Your upcoming bookings are cancelled', { exact: false })).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Delete for good' });
    await expect(confirm).toBeDisabled();
    await dialog.getByLabel(`3. Type ${artist.pseudo} to confirm`).fill(artist.pseudo);
    await confirm.click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status')).toHaveText(
      'Your account is deleted. Thank you for using Inkslot.',
    );
  });

  await test.step('the client is emailed, and the artist’s page is gone', async () => {
    const mail = await waitForMail(client, {
      match: (m) => /closed their Inkslot account/.test(mailText(m)),
    });
    expect(mailText(mail)).not.toContain(`/${artist.pseudo}`);
    await page.goto(`/${artist.pseudo}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Page not found: /${artist.pseudo}` }),
    ).toBeVisible();
  });

  await test.step('the client’s portal keeps the booking, the artist unnamed', async () => {
    await portalSignIn(page, client);
    await page.goto('/portal/bookings');
    const booking = page.getByRole('article', { name: 'Artist account deleted' });
    await expect(booking).toBeVisible();
    await expect(booking.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(booking.getByRole('link', { name: /Write to the artist/ })).toHaveCount(0);
  });
});
