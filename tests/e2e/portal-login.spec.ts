import { demoSlotIds, requestFirstFree } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eCloud, uniqueEmail } from './support/local-cloud.ts';
import { codeIn, mailsTo, mailText, waitForMail } from './support/mailbox.ts';

/**
 * The client portal's sign-in as a client lives it: they booked the demo artist, then sign in with
 * the emailed code, sign out, sign in again with the emailed magic link (opened twice first, as a
 * mail scanner would, which uses nothing up), edit their information, and stay signed in across
 * reloads (the refresh cookie restores the session even without the stored token).
 */

const LOGIN_SUBJECT = 'Your sign-in code for your Inkslot client space';

/** A custom-project request to the demo artist on its first free slot (the subject comes after). */
async function bookTheDemoArtist(email: string, firstName: string) {
  await requestFirstFree(await demoSlotIds(), {
    projectType: 'custom',
    description: { placement: 'Left forearm', size: '8 x 5 cm', text: 'A small moth, fine line.' },
    client: { firstName, lastName: 'Martin', age: 28, email, alreadyTattooed: false },
  });
}

/** The next sign-in email to `email` (after the `seen` mails already there). */
async function nextLoginMail(email: string, seen: number) {
  return waitForMail(email, { after: seen, match: (mail) => mail.subject === LOGIN_SUBJECT });
}

test('a client who booked the demo artist signs in with the code and with the link, edits their information and stays signed in', async ({
  page,
}) => {
  const email = uniqueEmail('portal');
  await bookTheDemoArtist(email, 'Camille');

  // 1. The code.
  let seen = (await mailsTo(email)).length;
  await page.goto('/portal/login');
  await expect(page).toHaveTitle('Portal | Inkslot');
  await page.getByLabel(/Email address/).fill(email);
  await page.getByRole('button', { name: 'Get my code' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your email');
  await expect(page.getByRole('button', { name: /Resend the email in \d+ s/ })).toBeDisabled();
  const codeMail = await nextLoginMail(email, seen);
  // The code's field is on the same page (issue 15, item 6).
  await expect(page).toHaveURL(/\/portal\/login$/);
  await page.getByLabel(/6-digit code/).fill(codeIn(codeMail));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/portal\/requests$/);
  await expect(page).toHaveTitle('Portal | Inkslot');

  // 2. Sign out, then the magic link (a scanner's visit first: it uses nothing up).
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/portal\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
  seen = (await mailsTo(email)).length;
  await page.getByLabel(/Email address/).fill(email);
  await page.getByRole('button', { name: 'Get my code' }).click();
  const linkMail = await nextLoginMail(email, seen);
  const link = /https?:\/\/\S+\/portal\/login\/otp\/[A-Za-z0-9_-]{43}/.exec(mailText(linkMail))?.[0];
  if (!link) throw new Error(`no sign-in link in ${mailText(linkMail)}`);
  expect(new URL(link).origin).toBe(new URL(e2eCloud().urls.app).origin);
  // A link cut short or made up says so plainly, and its button cannot be pressed.
  await page.goto(`${link.slice(0, -10)}`);
  await expect(
    page.getByText('This link has expired or was already used: ask for a new sign-in email'),
  ).toBeVisible();
  await expect(page.getByText(/Some fields are invalid/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to your client space');
  await page.reload();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/portal\/requests$/);

  // 3. My information.
  await page
    .getByRole('navigation', { name: 'Client space' })
    .getByRole('link', { name: 'My information' })
    .click();
  await expect(page).toHaveURL(/\/portal\/profile$/);
  await expect(page.getByLabel(/Email address/)).toHaveValue(email);
  await page.getByLabel(/First name/).fill('Alex');
  await page.getByLabel(/Instagram/).fill('@alex.ink');
  await page.getByLabel('Yes').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated successfully' })).toBeVisible();

  // 4. Reloads keep the session: with the stored token, then from the refresh cookie alone.
  await page.reload();
  await expect(page.getByLabel(/First name/)).toHaveValue('Alex');
  await page.evaluate(() => localStorage.removeItem('auth_token'));
  await page.reload();
  await expect(page).toHaveURL(/\/portal\/profile$/);
  await expect(page.getByLabel(/Instagram/)).toHaveValue('alex.ink');
  await expect(page.getByLabel('Yes')).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
});
