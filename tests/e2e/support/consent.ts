import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** axe's serious and critical findings (WCAG 2.1 A and AA) on the page as it is now. */
export async function seriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** Answers every question of the consent form shown: "No" to each yes/no, every statement ticked. */
export async function fillTheConsentForm(page: Page, fullName = 'Ada Lovelace') {
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
export async function drawSignature(page: Page) {
  const pad = page.getByRole('img', { name: /Signature box/ });
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
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

/** Downloads the signed PDF from the booking's consent panel: a PDF whose SHA-256 is `recorded`. */
export async function expectSignedPdfHash(page: Page, panel: Locator, recorded: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download the signed PDF' }).click(),
  ]);
  const bytes = readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  expect(createHash('sha256').update(bytes).digest('hex')).toBe(recorded);
}
