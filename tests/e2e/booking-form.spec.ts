import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_FLASH } from '#scripts/local-cloud/seed/demo-schedule.ts';
import { createDb } from '#shared/db/service.ts';
import { demoIdToken, showInStack, signInAsArtist } from './support/artist-session.ts';
import { bookableArtist, confirmSentOrChooseAgain } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { e2eCloud, uniqueEmail, uniqueFirstName } from './support/local-cloud.ts';
import { codeIn, waitForMail } from './support/mailbox.ts';

/** What the artist's side holds of the client's request: `GET /api/me` and the artist's requests. */
async function artistSide(clientEmail: string) {
  const cloud = e2eCloud();
  const me = await fetch(`${cloud.urls.api}/me`, {
    headers: { authorization: `Bearer ${await demoIdToken()}` },
  });
  expect(me.status).toBe(200);
  const artist = (await me.json()) as {
    artistId: string;
    requestLimit?: { used: number; max: number | null };
  };
  Object.assign(process.env, cloud.env);
  const db = createDb({ tableName: cloud.tableName });
  const requests = await db.entities.bookingRequest.query
    .byArtist({ artistId: artist.artistId })
    .go({ pages: 'all' });
  return { artist, request: requests.data.find((request) => request.clientEmail === clientEmail) };
}

/** Presses Tab until `target` has the focus (keyboard only, as a person would). */
async function tabTo(page: Page, target: Locator, presses = 30) {
  for (let press = 0; press < presses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('the booking form', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

    test('a new client books the demo flash with a reference image, and both sides see it', async ({
      page,
    }) => {
      const email = uniqueEmail('client');
      const firstName = uniqueFirstName('Camille');

      await page.goto('/demo');
      await page.getByRole('link', { name: 'Book an appointment' }).tap();
      await expect(page).toHaveURL(/\/demo\/form$/);
      await expect(page.getByRole('heading', { level: 2, name: 'What is your project?' })).toBeVisible();
      await page.getByText('A flash', { exact: true }).tap();
      await page.getByRole('button', { name: 'Next' }).tap();

      await expect(page).toHaveURL(/\/demo\/form\/flash$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Choose a flash' })).toBeFocused();
      const moth = page.locator('label').filter({ hasText: DEMO_FLASH.title });
      await expect(moth).toContainText('€120');
      await expect
        .poll(() => moth.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await moth.tap();
      await page.getByRole('button', { name: 'Next' }).tap();

      await expect(page.getByRole('heading', { level: 2, name: 'Describe your project' })).toBeFocused();
      const next = page.getByRole('button', { name: 'Next' });
      const box = await next.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(740);
      expect(box?.height).toBeGreaterThanOrEqual(44);
      await page.getByRole('textbox', { name: 'Placement' }).fill('Left forearm');
      // The flash's size is the flash's: shown, not asked again (issue 15, item 4).
      await expect(page.getByRole('textbox', { name: 'Size' })).toHaveCount(0);
      await expect(page.getByText('8 × 6 cm (the flash’s)')).toBeVisible();
      await next.tap();

      await expect(page.getByRole('heading', { level: 2, name: 'Reference images' })).toBeFocused();
      const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7a2e5c' } })
        .jpeg()
        .toBuffer();
      const images = page.getByRole('group', { name: 'Reference images (optional)' });
      await images
        .getByLabel('Choose images')
        .setInputFiles({ name: 'arm.jpg', mimeType: 'image/jpeg', buffer: photo });
      await expect(images.getByRole('status').filter({ hasText: 'Image arm.jpg added' })).toBeAttached({
        timeout: 15_000,
      });
      await page.getByRole('button', { name: 'Next' }).tap();

      await expect(page.getByRole('heading', { level: 2, name: 'Choose a date' })).toBeFocused();
      await expect(
        page.getByText('Times are in the artist’s time zone: Central European Time (Europe/Paris)'),
      ).toBeVisible();
      const times = page.getByRole('group', { name: /^Times on / });
      await times.locator('label').first().tap();
      await page.getByRole('button', { name: 'Next' }).tap();

      await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeFocused();
      await page.getByRole('textbox', { name: 'First name' }).fill(firstName);
      await page.getByRole('textbox', { name: 'Last name' }).fill('Martin');
      await page.getByRole('textbox', { name: 'Age' }).fill('29');
      await page.getByRole('textbox', { name: 'Email address' }).fill(email);
      await page.getByRole('textbox', { name: 'Instagram' }).fill('@camille.ink');
      await page.getByText('Yes', { exact: true }).tap();
      await page.getByRole('button', { name: 'Next' }).tap();

      await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeFocused();
      await expect(page.getByText(DEMO_FLASH.title)).toBeVisible();
      await expect(page.getByRole('img', { name: 'Image 1' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await page.getByRole('button', { name: 'Send my request' }).tap();

      await confirmSentOrChooseAgain(page, () => page.getByRole('button', { name: 'Send my request' }).tap());
      await expect(page.getByRole('heading', { level: 1, name: 'Request sent!' })).toBeVisible();
      await expect(page).toHaveURL(/\/demo\/form\/confirmation$/);
      await expect(page.getByText(`A confirmation email is on its way to ${email}`)).toBeVisible();

      // The code's email came first (ADR 0067); then, confirmed, the summary as before.
      const confirmation = await waitForMail(email, {
        match: (mail) => mail.subject.startsWith('Your request'),
      });
      expect(confirmation.subject).toBe('Your request was sent to Demo Ink');
      const notified = await waitForMail(e2eCloud().demo.email, {
        match: (mail) => mail.subject === `New request from ${firstName}`,
      });
      expect(notified.body.html ?? notified.body.text).toContain('/app/requests/');

      const { artist, request } = await artistSide(email);
      expect(artist.requestLimit?.used).toBeGreaterThanOrEqual(1);
      expect(request).toMatchObject({
        projectType: 'flash',
        placement: 'Left forearm',
        size: '8\u00a0×\u00a06\u00a0cm',
        clientFirstName: firstName,
        clientInstagram: 'camille.ink',
        clientAlreadyTattooed: true,
        locale: 'en',
      });
      expect(request?.referenceImageIds).toHaveLength(1);
    });
  });

  test('a new client books a custom project with the keyboard only', async ({ page }) => {
    const email = uniqueEmail('keyboard');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/demo/form');
    const heading = (name: string) => page.getByRole('heading', { level: 2, name });
    await expect(heading('What is your project?')).toBeVisible();

    // The first radio of the group takes the focus; the arrow keys choose; Enter goes on.
    await tabTo(page, page.getByRole('radio', { name: /A flash/ }));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /A custom project/ })).toBeChecked();
    await page.keyboard.press('Enter');

    await expect(heading('Describe your project')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Placement' })).toBeFocused();
    await page.keyboard.type('Right shoulder');
    await page.keyboard.press('Tab');
    await page.keyboard.type('15 x 10 cm');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Description' })).toBeFocused();
    await page.keyboard.type('A peony in fine line, black and grey.');
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    await expect(heading('Reference images')).toBeFocused();
    await tabTo(page, page.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    await expect(heading('Choose a date')).toBeFocused();
    const times = page.getByRole('group', { name: /^Times on / });
    await tabTo(page, times.getByRole('radio').first());
    await page.keyboard.press('Space');
    await expect(times.getByRole('radio').first()).toBeChecked();
    await page.keyboard.press('Enter');

    await expect(heading('Your details')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeFocused();
    await page.keyboard.type('Alex');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Durand');
    await page.keyboard.press('Tab');
    await page.keyboard.type('34');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'Yes' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
    await page.keyboard.press('Enter');

    await expect(heading('Summary')).toBeFocused();
    await expect(page.getByText('Right shoulder')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Send my request' }));
    await page.keyboard.press('Enter');
    await confirmSentOrChooseAgain(
      page,
      async () => {
        await tabTo(page, page.getByRole('button', { name: 'Send my request' }));
        await page.keyboard.press('Enter');
      },
      async () => {
        // The confirmation step with the keyboard: its heading has the focus, Tab reaches the code.
        await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeFocused();
        const code = codeIn(
          await waitForMail(email, { match: (mail) => /confirm your request/.test(mail.subject) }),
        );
        await tabTo(page, page.getByRole('textbox', { name: 'Confirmation code' }));
        await page.keyboard.type(code);
        await page.keyboard.press('Enter');
      },
    );

    const title = page.getByRole('heading', { level: 1, name: 'Request sent!' });
    await expect(title).toBeFocused();
    const confirmation = await waitForMail(email, {
      match: (mail) => mail.subject.startsWith('Your request'),
    });
    expect(confirmation.subject).toBe('Your request was sent to Demo Ink');
    const { request } = await artistSide(email);
    expect(request).toMatchObject({ projectType: 'custom', placement: 'Right shoulder', clientAge: 34 });
  });

  test.describe('at 390 px, confirming the email from the mailbox (issue 28, Done means)', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('booking, the email’s link and one press reach the artist’s inbox', async ({ page, browser }) => {
      const artist = await bookableArtist('Confirm-2026!');
      const email = uniqueEmail('journey');
      const firstName = uniqueFirstName('Lou');
      const shots = process.env.SHOTS_DIR;

      await page.goto(`/${artist.pseudo}/form`);
      await page.getByText('A custom project', { exact: true }).tap();
      await page.getByRole('button', { name: 'Next' }).tap();
      await expect(page.getByRole('heading', { level: 2, name: 'Describe your project' })).toBeFocused();
      await page.getByRole('textbox', { name: 'Placement' }).fill('Left calf');
      await page.getByRole('textbox', { name: 'Size' }).fill('12 x 8 cm');
      await page.getByRole('textbox', { name: 'Description' }).fill('A fern leaf, fine line.');
      await page.getByRole('button', { name: 'Next' }).tap();
      await expect(page.getByRole('heading', { level: 2, name: 'Reference images' })).toBeFocused();
      await page.getByRole('button', { name: 'Next' }).tap();
      await expect(page.getByRole('heading', { level: 2, name: 'Choose a date' })).toBeFocused();
      await page
        .getByRole('group', { name: /^Times on / })
        .locator('label')
        .first()
        .tap();
      await page.getByRole('button', { name: 'Next' }).tap();
      await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeFocused();
      await page.getByRole('textbox', { name: 'First name' }).fill(firstName);
      await page.getByRole('textbox', { name: 'Last name' }).fill('Martin');
      await page.getByRole('textbox', { name: 'Age' }).fill('27');
      await page.getByRole('textbox', { name: 'Email address' }).fill(email);
      await page.getByText('No', { exact: true }).tap();
      await page.getByRole('button', { name: 'Next' }).tap();
      await expect(page.getByRole('heading', { level: 2, name: 'Summary' })).toBeFocused();
      await page.getByRole('button', { name: 'Send my request' }).tap();

      // The confirmation step: check the inbox, the slot kept 15 minutes, one code field.
      await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
      await expect(page.getByText(`We sent a 6-digit code to ${email}.`, { exact: false })).toBeVisible();
      await expect(page.getByText(/We keep this slot for you 1[45] minutes, until/)).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Confirmation code' })).toHaveAttribute(
        'autocomplete',
        'one-time-code',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      if (shots) await page.screenshot({ path: `${shots}/confirm-step-390-light.png`, fullPage: true });

      // From the mailbox: the email's link, then one press. Nothing the form was typed with is in it.
      const mail = await waitForMail(email, {
        match: (candidate) => /confirm your request/.test(candidate.subject),
      });
      expect(`${mail.subject} ${mail.body.text}`).not.toContain(firstName);
      const link = [...(mail.body.text ?? '').matchAll(/https?:\/\/\S+\/form\/confirm\/\S+/g)][0]?.[0];
      expect(link).toBeTruthy();
      await page.goto(link!);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Confirm your request to Bookings Ink' }),
      ).toBeVisible();
      if (shots) await page.screenshot({ path: `${shots}/confirm-link-390-light.png`, fullPage: true });
      await page.getByRole('button', { name: 'Confirm my request' }).tap();
      await expect(page.getByRole('heading', { level: 1, name: 'Request sent!' })).toBeVisible();
      if (shots) await page.screenshot({ path: `${shots}/confirmed-390-light.png`, fullPage: true });

      // The artist finds it in their inbox.
      const context = await browser.newContext({
        baseURL: e2eCloud().urls.app,
        viewport: { width: 1280, height: 900 },
        locale: 'en-US',
        timezoneId: 'Europe/Paris',
      });
      const artistPage = await context.newPage();
      await signInAsArtist(artistPage, artist);
      await artistPage.goto('/app/requests');
      await showInStack(artistPage, `${firstName} Martin`);
      await context.close();
    });
  });

  test('screenshots of the confirmation step and the link’s page (SHOTS_DIR only)', async ({ browser }) => {
    const shots = process.env.SHOTS_DIR;
    test.skip(!shots, 'screenshots only when SHOTS_DIR is set');
    const artist = await bookableArtist('Confirm-2026!');
    const sent = {
      requestId: '0b5c5a52-7d7e-5a0d-8c4e-3f1e2d3c4b5a',
      email: 'camille.martin@example.com',
      confirmation: {
        holdExpiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
        resendAt: Date.now() + 60_000,
      },
    };
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [390, 1280]) {
        const context = await browser.newContext({
          baseURL: e2eCloud().urls.app,
          viewport: { width, height: width === 390 ? 844 : 800 },
          colorScheme,
          locale: 'en-US',
          timezoneId: 'Europe/Paris',
        });
        const page = await context.newPage();
        await page.goto(`/${artist.pseudo}`);
        // The step reads the sent request from the history entry's state, as after sending.
        await page.evaluate(
          ([path, state]) =>
            window.history.replaceState({ usr: { sent: state }, key: 'shot', idx: 0 }, '', path),
          [`/${artist.pseudo}/form/confirmation`, sent] as const,
        );
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
        await page.getByRole('textbox', { name: 'Confirmation code' }).fill('12345');
        await page.getByRole('button', { name: 'Confirm my request' }).click();
        await expect(page.getByText('Type the 6 digits of the code')).toBeVisible();
        await page.screenshot({ path: `${shots}/confirm-step-${width}-${colorScheme}.png`, fullPage: true });
        await page.goto(`/${artist.pseudo}/form/confirm/${sent.requestId}#${'a'.repeat(43)}`);
        await expect(page.getByRole('button', { name: 'Confirm my request' })).toBeVisible();
        await page.screenshot({ path: `${shots}/confirm-link-${width}-${colorScheme}.png`, fullPage: true });
        await page.getByRole('button', { name: 'Confirm my request' }).click();
        await expect(page.getByRole('alert')).toBeVisible();
        await page.screenshot({
          path: `${shots}/confirm-link-refused-${width}-${colorScheme}.png`,
          fullPage: true,
        });
        await context.close();
      }
    }
  });
});
