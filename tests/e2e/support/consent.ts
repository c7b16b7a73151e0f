import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { BookingConsent } from '#shared/api/contracts/consent.ts';
import { axeFor } from './axe.ts';
import { call, type E2eArtist } from './bookings.ts';
import { expect } from './fixtures.ts';

/** axe's serious and critical findings (WCAG 2.1 A and AA) on the page as it is now. */
export async function seriousViolations(page: Page) {
  const axe = await axeFor(page, ['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** Answers every question of the consent form shown: "No" to each yes/no, every statement ticked. */
async function fillTheConsentForm(page: Page, fullName = 'Ada Lovelace') {
  await page.getByRole('textbox', { name: /Full name/ }).fill(fullName);
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

/** The artist switches the consent form on in `/app/settings/consent` (axe checked; shot with `shots`). */
export async function switchConsentOn(page: Page, shots: string | undefined, name: string) {
  await page.goto('/app/settings/consent');
  await expect(page.getByRole('heading', { level: 1, name: 'Consent form' })).toBeVisible();
  await page.getByRole('switch', { name: 'Ask for consent' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  if (shots) await page.screenshot({ path: `${shots}/consent-settings-${name}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Form saved')).toBeVisible();
}

/** What a spec adds while the client signs: after the answers (an ID photo), before pressing Sign (a shot). */
interface SigningSteps {
  afterAnswers?: (page: Page) => Promise<unknown>;
  beforeSigning?: (page: Page) => unknown;
}

/**
 * The client, signed in on their appointments, signs the booking's consent form: the card's link,
 * every question answered, the signature drawn, axe checked, then "Sign the form".
 */
export async function signTheConsentForm(
  phone: Page,
  bookingId: string,
  fullName: string,
  steps: SigningSteps = {},
) {
  await phone.getByRole('link', { name: 'Sign the consent form' }).click();
  await expect(phone).toHaveURL(new RegExp(`/portal/bookings/${bookingId}/consent$`));
  await expect(phone.getByText(/To sign before/)).toBeVisible();
  await fillTheConsentForm(phone, fullName);
  await steps.afterAnswers?.(phone);
  await drawSignature(phone);
  expect(await seriousViolations(phone)).toEqual([]);
  await steps.beforeSigning?.(phone);
  await phone.getByRole('button', { name: 'Sign the form' }).click();
  await expect(phone.getByRole('heading', { name: 'Form signed' })).toBeVisible();
}

/**
 * The artist sees the consent signed on the booking, with the SHA-256 recorded, and downloads the
 * signed PDF: that hash's. `beforeDownload` sees the consent panel and the record first (checks, shots).
 */
export async function artistSeesTheConsentSigned(
  page: Page,
  artist: E2eArtist,
  bookingId: string,
  beforeDownload?: (panel: Locator, recorded: BookingConsent) => unknown,
) {
  const recorded = await call<BookingConsent>(`/me/bookings/${bookingId}/consent`, { token: artist.idToken });
  expect(recorded.status).toBe('signed');
  await page.goto(`/app/bookings/${bookingId}`);
  const panel = page.getByRole('region', { name: 'Consent' });
  await expect(panel.getByText('Signed', { exact: true })).toBeVisible();
  await expect(panel.getByText(`SHA-256 of the PDF: ${recorded.signed!.pdfSha256}`)).toBeVisible();
  await beforeDownload?.(panel, recorded);
  expect(await seriousViolations(page)).toEqual([]);
  await expectSignedPdfHash(page, panel, recorded.signed!.pdfSha256);
}

/** Downloads the signed PDF from the booking's consent panel: a PDF whose SHA-256 is `recorded`. */
async function expectSignedPdfHash(page: Page, panel: Locator, recorded: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download the signed PDF' }).click(),
  ]);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(recorded);
}
