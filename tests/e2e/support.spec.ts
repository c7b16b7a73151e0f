import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { signInAsArtist } from './support/artist-session.ts';
import { bookableArtist } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eCloud } from './support/local-cloud.ts';
import { waitForMail } from './support/mailbox.ts';

/**
 * Issue 13, item 7, as an artist does it: from the settings, report a bug with a screenshot (the
 * team's inbox gets it), then vote once for another artist's suggestion and suggest their own.
 */

test.use({ locale: 'en-GB' });
const TEAM = 'support@inkslot.local';

test('an artist reports a bug with a screenshot, votes for a suggestion and suggests one', async ({
  page,
}, testInfo) => {
  const [artist, other] = await Promise.all([
    bookableArtist('Support-2026!'),
    bookableArtist('Support-2026!'),
  ]);
  const theirTitle = `Deposit reminders ${randomUUID().slice(0, 6)}`;
  const created = await fetch(`${e2eCloud().urls.api}/me/suggestions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${other.idToken}` },
    body: JSON.stringify({
      suggestionId: randomUUID(),
      title: theirTitle,
      description: 'Remind the client two days before the deposit is due.',
    }),
  });
  expect(created.status).toBe(201);
  await signInAsArtist(page, artist);

  await test.step('the settings lead to support, and support to a bug report', async () => {
    await page.goto('/app/settings');
    await page.getByRole('link', { name: /^Support/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await page.getByRole('link', { name: /Report a bug/ }).click();
    await expect(page).toHaveURL('/app/settings/bug');
  });

  const description = `The week view cuts my last appointment in half (${randomUUID().slice(0, 8)}).`;
  await test.step('a report with a screenshot: each field said, then sent', async () => {
    await page.getByRole('button', { name: 'Send the report' }).click();
    await expect(page.getByText('Choose where the problem happened')).toBeVisible();
    await expect(page.getByText('Choose the kind of problem')).toBeVisible();
    await page.getByRole('combobox', { name: /^Where\?/ }).selectOption('bookings');
    await page.getByRole('combobox', { name: /^What kind of problem\?/ }).selectOption('display');
    await page.getByRole('textbox', { name: /^What happened\?/ }).fill(description);
    const shot = testInfo.outputPath('screenshot.png');
    await sharp({ create: { width: 900, height: 600, channels: 3, background: '#dde3ea' } })
      .png()
      .toFile(shot);
    const group = page.getByRole('group', { name: /Screenshot/ });
    const chooser = page.waitForEvent('filechooser');
    await group.getByText('Choose an image').click();
    await (await chooser).setFiles(shot);
    await expect(group.getByRole('img', { name: 'Image 1' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Send the report' }).click();
    await expect(page.getByRole('status')).toContainText('Report sent');
    const mail = await waitForMail(TEAM, { match: (m) => (m.body.text ?? '').includes(description) });
    expect(mail.subject).toBe(`[Bug] bookings · display · @${artist.pseudo}`);
    // The screenshot is private (ADR 0072): the email says one came and links nowhere near it.
    expect(mail.body.text).toContain('A screenshot comes with the report');
    expect(mail.body.html).not.toMatch(/\/media\/|private\//);
  });

  await test.step('a vote for another artist’s suggestion counts once', async () => {
    await page.goto('/app/settings/suggestions');
    await expect(page.getByRole('heading', { level: 1, name: 'Suggestions' })).toBeVisible();
    const waiting = page.getByRole('region', { name: /^Waiting/ });
    const card = waiting.getByRole('listitem').filter({ hasText: theirTitle });
    await card.getByRole('button', { name: `Vote for “${theirTitle}”` }).click();
    await expect(card.getByText('Voted')).toBeVisible();
    await expect(card).toContainText('1 vote');
    await page.reload();
    await expect(card.getByText('Voted')).toBeVisible();
    await expect(card.getByRole('button', { name: /Vote for/ })).toHaveCount(0);
  });

  await test.step('the artist suggests their own idea; it waits with theirs marked', async () => {
    const title = `Sync with Google Calendar ${randomUUID().slice(0, 6)}`;
    await page.getByRole('button', { name: 'Suggest an idea' }).first().click();
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page
      .getByRole('textbox', { name: /^Description/ })
      .fill('See my bookings next to my personal events.');
    await page.getByRole('button', { name: 'Send the suggestion' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Suggestion sent' })).toBeVisible();
    const mine = page
      .getByRole('region', { name: /^Waiting/ })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(mine).toContainText('Your idea');
    await expect(mine).toContainText('0 votes');
  });
});
