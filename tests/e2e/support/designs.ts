import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from './fixtures.ts';

/** A sketch to share: a square JPEG of one colour. */
const sketch = (background: string) =>
  sharp({ create: { width: 900, height: 900, channels: 3, background } })
    .jpeg()
    .toBuffer();

/**
 * The artist shares a sketch from the booking's Design panel (ADR 0090): the dialog `button` opens
 * (and is named after), one image uploaded, a note for the client, sent.
 */
export async function shareSketch(page: Page, button: string, note: string, background: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: button });
  await dialog
    .getByRole('group', { name: 'Images (1 to 4)' })
    .locator('input[type=file]')
    .setInputFiles({ name: 'sketch.jpg', mimeType: 'image/jpeg', buffer: await sketch(background) });
  await expect(dialog.getByRole('status').filter({ hasText: 'Image sketch.jpg added' })).toBeAttached({
    timeout: 15_000,
  });
  await dialog.getByRole('textbox', { name: 'Note for the client' }).fill(note);
  await dialog.getByRole('button', { name: 'Send to the client' }).click();
  await expect(dialog).toHaveCount(0);
}
