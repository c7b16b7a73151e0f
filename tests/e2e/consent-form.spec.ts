import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { BookingConsent } from '#shared/api/contracts/consent.ts';
import { signInAsArtist } from './support/artist-session.ts';
import { acceptedBooking, bookableArtist, call, type E2eArtist, freeSlotsByDay } from './support/bookings.ts';
import { expect, test } from './support/fixtures.ts';
import { uniqueEmail } from './support/local-cloud.ts';
import { portalSignIn } from './support/portal-session.ts';

/**
 * Issue 30, item 1, as its Done means says it: the artist switches the consent form on in settings;
 * the client signs it on the phone (390 px, the signature drawn with the mouse); the artist sees
 * "signed" on the booking and downloads the signed PDF, whose SHA-256 is the one recorded.
 */

test.use({ locale: 'en-GB', viewport: { width: 390, height: 844 } });

async function seriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** Answers every question of the form shown: "No" to each yes/no, every statement ticked. */
async function fillTheForm(page: Page) {
  await page.getByRole('textbox', { name: /Full name/ }).fill('Ada Lovelace');
  await page.getByLabel(/Date of birth/).fill('1990-12-10');
  const form = page.locator('.consent-form');
  const groups = form.getByRole('group');
  for (let index = 0; index < (await groups.count()); index++) {
    const no = groups.nth(index).getByRole('radio', { name: 'No', exact: true });
    if ((await no.count()) === 1) await no.check();
  }
  const texts = form.locator('textarea');
  for (let index = 0; index < (await texts.count()); index++) await texts.nth(index).fill('Nothing to add');
  const boxes = form.getByRole('checkbox', { name: 'I have read and accept' });
  for (let index = 0; index < (await boxes.count()); index++) await boxes.nth(index).check();
}

/** Adds a photo of an ID document (a plain JPEG) through the optional field, and waits for it. */
async function addIdPhoto(page: Page) {
  const photo = await sharp({ create: { width: 1000, height: 640, channels: 3, background: '#c8b478' } })
    .jpeg()
    .toBuffer();
  const field = page.getByRole('group', { name: 'Photo of your ID' });
  await field
    .getByLabel('Choose an image')
    .setInputFiles({ name: 'id.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(field.getByRole('status').filter({ hasText: 'Image id.jpg added' })).toBeAttached({
    timeout: 15_000,
  });
  await expect(field.getByRole('img', { name: 'Image 1' })).toBeVisible();
  return page.locator('.consent-id-photo');
}

/** A signature drawn with the mouse: two strokes across the pad. */
async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: /Signature box/ });
  // In the middle of the screen, clear of the portal's bottom bar; then drawn where the pad rests.
  await pad.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  let box = (await pad.boundingBox())!;
  await expect
    .poll(async () => {
      const now = (await pad.boundingBox())!;
      const still = now.y === box.y && now.x === box.x;
      box = now;
      return still;
    })
    .toBe(true);
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  for (const stroke of [
    [at(0.1, 0.6), at(0.25, 0.3), at(0.4, 0.7), at(0.55, 0.35)],
    [at(0.6, 0.6), at(0.75, 0.4), at(0.9, 0.55)],
  ]) {
    await page.mouse.move(...stroke[0]!);
    await page.mouse.down();
    for (const point of stroke.slice(1)) await page.mouse.move(...point, { steps: 6 });
    await page.mouse.up();
  }
}

async function switchConsentOn(page: Page, shots: string | undefined, name: string) {
  await page.goto('/app/settings/consent');
  await expect(page.getByRole('heading', { level: 1, name: 'Consent form' })).toBeVisible();
  await page.getByRole('switch', { name: 'Ask for consent' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/consent-settings-${name}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Form saved')).toBeVisible();
}

async function bookingFor(artist: E2eArtist, email: string) {
  const days = [...(await freeSlotsByDay(artist)).values()];
  return acceptedBooking(
    artist,
    days[3]![0]!,
    { firstName: 'Ada', lastName: 'Lovelace', email },
    { priceCents: 18_000 },
  );
}

test('the client signs the consent on the phone; the artist downloads the PDF whose hash is recorded', async ({
  page,
  browser,
}) => {
  const shots = process.env.SHOTS_DIR;
  const artist = await bookableArtist('Consent-2026!');
  await signInAsArtist(page, artist);
  await test.step('the artist switches the consent form on', () => switchConsentOn(page, shots, '390-light'));

  const email = uniqueEmail('consent');
  const booking = await bookingFor(artist, email);

  await test.step('the client signs on the phone, the signature drawn with the mouse', async () => {
    const phone = await (
      await browser.newContext({ locale: 'en-GB', viewport: { width: 390, height: 844 } })
    ).newPage();
    await portalSignIn(phone, email);
    await phone.goto('/portal/bookings');
    await phone.getByRole('link', { name: 'Sign the consent form' }).click();
    await expect(phone).toHaveURL(new RegExp(`/portal/bookings/${booking.bookingId}/consent$`));
    await expect(phone.getByText(/To sign before/)).toBeVisible();
    await fillTheForm(phone);
    const idPhoto = await addIdPhoto(phone);
    if (shots) await idPhoto.screenshot({ path: `${shots}/consent-id-photo-390-light.png` });
    await drawSignature(phone);
    expect(await seriousViolations(phone)).toEqual([]);
    if (shots) await phone.screenshot({ path: `${shots}/consent-sign-390-light.png`, fullPage: true });
    await phone.getByRole('button', { name: 'Sign the form' }).click();
    await expect(phone.getByRole('heading', { name: 'Form signed' })).toBeVisible();
    await phone.close();
  });

  await test.step('the artist sees it signed and downloads the PDF, whose SHA-256 is the one recorded', async () => {
    const recorded = await call<BookingConsent>(`/me/bookings/${booking.bookingId}/consent`, {
      token: artist.idToken,
    });
    expect(recorded.status).toBe('signed');
    expect(recorded.signed?.idPhoto).toBe(true);
    await page.goto(`/app/bookings/${booking.bookingId}`);
    const panel = page.getByRole('region', { name: 'Consent' });
    await expect(panel.getByText('Signed', { exact: true })).toBeVisible();
    await expect(panel.getByText(`SHA-256 of the PDF: ${recorded.signed!.pdfSha256}`)).toBeVisible();
    // The ID photo: a thumbnail through a short presigned GET, opening the full image.
    const thumbnail = panel.getByRole('img', { name: 'Photo of the client’s ID: open full size' });
    await expect(thumbnail).toBeVisible();
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    const full = await panel
      .getByRole('link', { name: 'Photo of the client’s ID: open full size' })
      .getAttribute('href');
    expect((await fetch(full!)).headers.get('content-type')).toBe('image/webp');
    expect(await seriousViolations(page)).toEqual([]);
    if (shots) await panel.screenshot({ path: `${shots}/consent-booking-panel-390-light.png` });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download the signed PDF' }).click(),
    ]);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(recorded.signed!.pdfSha256);
  });
});

/** A page of its own at each width and colour scheme, screenshotted by `shoot`. */
async function atEachLook(
  browser: import('@playwright/test').Browser,
  shoot: (page: Page, look: string) => Promise<void>,
) {
  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ locale: 'en-GB', viewport: { width, height }, colorScheme });
      await shoot(await context.newPage(), `${width}-${colorScheme}`);
      await context.close();
    }
  }
}

test('screenshots of the consent settings and the signing page, 390 and 1280, light and dark (SHOTS_DIR only)', async ({
  browser,
}) => {
  const shots = process.env.SHOTS_DIR;
  test.skip(!shots, 'screenshots only when SHOTS_DIR is set');
  const artist = await bookableArtist('Consent-shots-2026!');
  const email = uniqueEmail('consent-shots');
  await atEachLook(browser, async (page, look) => {
    await signInAsArtist(page, artist);
    await page.goto('/app/settings/consent');
    await expect(page.getByRole('heading', { level: 1, name: 'Consent form' })).toBeVisible();
    await page.screenshot({ path: `${shots}/consent-settings-${look}.png`, fullPage: true });
  });
  const settings = await (await browser.newContext({ locale: 'en-GB' })).newPage();
  await signInAsArtist(settings, artist);
  await switchConsentOn(settings, undefined, '');
  await settings.close();
  const booking = await bookingFor(artist, email);
  await atEachLook(browser, async (page, look) => {
    await portalSignIn(page, email);
    await page.goto(`/portal/bookings/${booking.bookingId}/consent`);
    await expect(page.getByText(/To sign before/)).toBeVisible();
    await page.getByRole('textbox', { name: /Full name/ }).fill('Ada Lovelace');
    await page.screenshot({ path: `${shots}/consent-sign-${look}.png`, fullPage: true });
    if (look.startsWith('390')) {
      const idPhoto = await addIdPhoto(page);
      expect(await seriousViolations(page)).toEqual([]);
      await idPhoto.screenshot({ path: `${shots}/consent-id-photo-${look}.png` });
    }
  });
});
