import sharp from 'sharp';
import { demoArtistPage } from './support/artist-session.ts';
import { demoSlotIds, requestFirstFree } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eCloud, uniqueEmail, uniqueFirstName } from './support/local-cloud.ts';
import { mailsTo, mailText, waitForMail } from './support/mailbox.ts';
import { portalSignIn } from './support/portal-session.ts';

/**
 * Issue 11's path, each side in its own browser: a client asks the demo artist for a slot and signs
 * in to the portal; the artist opens the conversation from the request and writes; the message
 * reaches the client's open messages page without a reload; the client answers with a photo; the
 * artist sees the answer and the photo (private: a signed URL), and "Seen" under their message; the
 * client writes again while the artist is away, and the 18:00 summary lists the unread
 * conversation; the artist blocks the client, whose next message is refused with the reason and
 * whose next request is dropped.
 */

test.use({ viewport: { width: 1280, height: 900 } });

/** A custom project for the demo artist, on its latest free slot (other specs book the first ones). */
async function requestDemo(email: string, firstName: string): Promise<void> {
  await requestFirstFree((await demoSlotIds()).reverse(), {
    projectType: 'custom',
    description: { placement: 'Left wrist', size: '5 x 5 cm', text: 'A tiny moon, fine line.' },
    client: { firstName, lastName: 'Martin', age: 27, email, alreadyTattooed: false },
  });
}

test('an artist and a client talk in their conversation, until the artist blocks the client', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('messages');
  const firstName = uniqueFirstName('Léa');
  const client = `${firstName} Martin`;

  // 1. A client asks the demo artist for a slot, then opens the portal's messages.
  await requestDemo(email, firstName);
  await portalSignIn(page, email);
  await page
    .getByRole('navigation', { name: 'Client space' })
    .getByRole('link', { name: 'Messages' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  // 2. The artist opens the conversation from the request and writes.
  const artist = await demoArtistPage(browser);
  await artist.goto('/app/requests?view=list');
  await artist
    .getByRole('link', { name: new RegExp(client) })
    .first()
    .click();
  await artist.getByRole('link', { name: 'Write to the client' }).click();
  await expect(artist).toHaveURL(/\/app\/messages\/[0-9a-f-]{36}$/);
  await expect(artist.getByRole('heading', { level: 2, name: client })).toBeVisible();
  await artist.getByRole('textbox', { name: 'Your message' }).fill('Hello! Could the moon be 6 cm?');
  await artist.keyboard.press('Enter');
  const thread = artist.getByRole('list', { name: `Messages with ${client}` });
  await expect(thread.getByText('Hello! Could the moon be 6 cm?')).toBeVisible();
  await expect(thread.getByText('Sent', { exact: true })).toBeVisible();

  // 3. The client's open page shows it without a reload, pushed live (the list alone is read every
  // 10 s, 30 s while live): within a second or two; they open it and answer.
  const conversation = page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('link', { name: /Demo Ink/ });
  await expect(conversation).toContainText('Hello! Could the moon be 6 cm?', { timeout: 2_500 });
  await expect(conversation.getByText('1 unread message')).toBeAttached();
  await conversation.click();
  await expect(
    page.getByRole('list', { name: 'Messages with Demo Ink' }).getByText('Hello! Could the moon be 6 cm?'),
  ).toBeVisible();
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .toBuffer();
  await page.getByRole('button', { name: 'Add photos' }).click();
  const photos = page.getByRole('group', { name: 'Photos for this message' });
  await photos
    .getByLabel('Choose images')
    .setInputFiles({ name: 'wrist.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(photos.getByRole('status').filter({ hasText: 'Image wrist.jpg added' })).toBeAttached({
    timeout: 15_000,
  });
  await page.getByRole('textbox', { name: 'Your message' }).fill('Yes, 6 cm is perfect. Here is my wrist.');
  await page.keyboard.press('Enter');
  // Sent, and soon seen: the artist has the conversation open.
  await expect(page.getByText(/^(Sent|Seen)$/)).toBeVisible();

  // 4. The artist sees the answer with its photo and their message seen, pushed live too.
  await expect(thread.getByText('Yes, 6 cm is perfect. Here is my wrist.')).toBeVisible({ timeout: 2_500 });
  await expect(thread.getByText('Seen', { exact: true })).toBeVisible({ timeout: 2_500 });
  const shared = thread.getByRole('link', { name: 'Photo 1 of 1, open full size' });
  await expect(shared).toBeVisible();
  // The image really loads (a signed URL of the private variants), and is nowhere public.
  await expect
    .poll(() => shared.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const href = (await shared.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/private\/[^/]+\/[0-9a-f-]{36}\/800\.webp\?.*X-Amz-Signature=/);

  // 5. The artist moves their message emails to the 18:00 summary and leaves the messages; the
  // client writes again, unread this time; the summary, run by its schedule at 18:00 in the
  // artist's zone, lists the unread conversation.
  await artist.goto('/app/settings/notifications');
  await artist.getByRole('radio', { name: 'In the daily summary (18:00)' }).check();
  await expect(artist.getByText('Your messages will come in the daily summary at 18:00.')).toBeVisible();
  try {
    await page.getByRole('textbox', { name: 'Your message' }).fill('Could we do it on Saturday?');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Could we do it on Saturday?')).toBeVisible();
    const seenMails = (await mailsTo(e2eCloud().demo.email)).length;
    await runDigestAtSixPm();
    const summary = await waitForMail(e2eCloud().demo.email, {
      after: seenMails,
      match: (mail) => mail.subject.startsWith('Your summary'),
    });
    expect(mailText(summary)).toContain(`${client}: 1 unread message, “Could we do it on Saturday?”`);

    // 6. The artist reads it, then blocks the client; the client's next message is refused with
    // the reason, and their next booking request never reaches the artist.
    await artist.goto('/app/messages');
    await artist
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(client) })
      .click();
    await expect(thread.getByText('Could we do it on Saturday?')).toBeVisible();
    const details = artist.getByRole('button', { name: 'Conversation details' });
    if ((await details.getAttribute('aria-expanded')) !== 'true') await details.click();
    // The details list the photo shared, as the thread does.
    await expect(artist.getByText('No photo shared yet.')).toHaveCount(0);
    await expect(artist.getByRole('link', { name: 'Photo 1 of 1, open full size' })).toHaveCount(2);
    await artist.getByRole('button', { name: 'Block this client' }).click();
    const dialog = artist.getByRole('dialog', { name: `Block ${client}?` });
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(
      artist.getByText('You blocked this client: they can no longer write to you or send you a request.'),
    ).toBeVisible();

    await page.getByRole('textbox', { name: 'Your message' }).fill('Are you still there?');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Not sent', { exact: true })).toBeVisible();
    await expect(page.getByText('You can no longer write in this conversation')).toBeVisible();
    // The request is answered as any other (ADR 0021) and stored nowhere the artist looks.
    await requestDemo(email, firstName);
    await artist.goto('/app/requests?view=list');
    await expect(artist.getByRole('link', { name: new RegExp(client) })).toHaveCount(1);
  } finally {
    await artist.goto('/app/settings/notifications');
    await artist.getByRole('radio', { name: 'Instant' }).check();
    await expect(artist.getByText('You will get an email for each message.')).toBeVisible();
  }
});

/**
 * The hourly digest job as its schedule runs it (the Scheduled Event's time), at 18:00 today in the
 * demo artist's zone, in this process with the local cloud's environment, as the digest tests do.
 */
async function runDigestAtSixPm() {
  Object.assign(process.env, e2eCloud().env);
  const { getDb } = await import('#functions/lib/db.ts');
  const { handler } = await import('#functions/consumers/digest/send-daily-digests.ts');
  const { data } = await getDb().entities.artist.query.byPseudo({ pseudo: 'demo' }).go({ limit: 1 });
  const timeZone = data[0]?.timezone ?? 'Europe/Paris';
  const today = new Date();
  const hourIn = (instant: Date) =>
    Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(instant));
  for (let hour = 0; hour < 24; hour++) {
    const at = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), hour));
    if (hourIn(at) === 18) {
      const result = await handler({ time: at.toISOString() });
      expect(result.sent).toBeGreaterThanOrEqual(1);
      return;
    }
  }
  throw new Error(`no 18:00 today in ${timeZone}`);
}
