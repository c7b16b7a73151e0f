import AxeBuilder from '@axe-core/playwright';
import { signInAsArtist } from './support/artist-session.ts';
import { bookableArtist } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/local-cloud.ts';
import { codeIn, waitForMail } from './support/mailbox.ts';

/**
 * Issue 13, item 3, as an artist does it: from the settings, change the sign-in email (a code sent
 * to the new address), then the password (the current one first), then sign out of every device;
 * the new email and the new password are what signs in afterwards.
 */

test.use({ locale: 'en-GB' });

test('an artist changes the sign-in email and the password, then signs out of every device', async ({
  page,
}) => {
  const artist = await bookableArtist('Account-first-1!');
  const newEmail = uniqueEmail('moved');
  const newPassword = 'Account-second-2?';
  await signInAsArtist(page, artist);

  await test.step('the settings lead to the account page', async () => {
    await page.goto('/app/settings');
    await page
      .getByRole('link', { name: /Account/ })
      .first()
      .click();
    await expect(page).toHaveURL('/app/settings/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(page.getByText(`You sign in with ${artist.email}.`, { exact: false })).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });

  await test.step('a new email: a code to the new address, then the account follows', async () => {
    const email = page.getByRole('region', { name: 'Email address' });
    await email.getByRole('textbox', { name: /New email address/ }).fill(newEmail);
    await email.getByRole('button', { name: 'Get a code' }).click();
    await expect(email.getByText(`We sent a code to ${newEmail}.`, { exact: false })).toBeVisible();
    const mail = await waitForMail(newEmail, { match: (m) => /new Inkslot email/.test(m.subject) });
    await email.getByRole('textbox', { name: /Verification code/ }).fill('000000');
    await email.getByRole('button', { name: 'Confirm the new address' }).click();
    await expect(email.getByRole('alert')).toContainText('code');
    await email.getByRole('textbox', { name: /Verification code/ }).fill(codeIn(mail));
    await email.getByRole('button', { name: 'Confirm the new address' }).click();
    await expect(email.getByRole('status')).toContainText(`From now on, sign in with ${newEmail}.`);
    await expect(email.getByText(`You sign in with ${newEmail}.`, { exact: false })).toBeVisible();
  });

  await test.step('the password: the current one is checked, the new ones must match', async () => {
    const password = page.getByRole('region', { name: 'Password' });
    await password.getByLabel(/Current password/).fill('Not-the-one-1!');
    await password.getByLabel(/New password/).fill(newPassword);
    await password.getByLabel(/Confirm the password/).fill('Something-else-3!');
    await password.getByRole('button', { name: 'Change the password' }).click();
    await expect(password.getByText('Passwords do not match')).toBeVisible();
    await password.getByLabel(/Confirm the password/).fill(newPassword);
    await password.getByRole('button', { name: 'Change the password' }).click();
    await expect(password.getByRole('alert')).toHaveText('The current password is incorrect');
    await password.getByLabel(/Current password/).fill(artist.password);
    await password.getByRole('button', { name: 'Change the password' }).click();
    await expect(password.getByRole('status')).toContainText('Password changed');
  });

  await test.step('all the account’s data, as one archive to download', async () => {
    const data = page.getByRole('region', { name: 'Your data' });
    await data.getByRole('button', { name: 'Download all my data' }).click();
    const link = data.getByRole('link', { name: 'Download the archive' });
    await expect(link).toBeVisible();
    const archive = await fetch((await link.getAttribute('href')) ?? '');
    expect(archive.status).toBe(200);
    const bytes = new Uint8Array(await archive.arrayBuffer());
    // A zip archive: its local file header signature.
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
  });

  await test.step('sign out of every device, after a confirmation', async () => {
    await page.getByRole('button', { name: 'Sign out of every device' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out of every device?' });
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('status')).toHaveText('You are signed out of every device.');
    await page.goto('/app');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  await test.step('the old email no longer signs in; the new email with the new password does', async () => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(artist.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(artist.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await signInAsArtist(page, { email: newEmail, password: newPassword });
    await expect(page).toHaveURL('/app');
  });
});
