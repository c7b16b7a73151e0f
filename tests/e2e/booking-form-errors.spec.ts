import { expect, test } from './support/fixtures.ts';
import { e2eCloud } from './support/local-cloud.ts';

/**
 * Issue 15, item 4: on a small phone the sticky Back/Next bar never hides a validation message. The
 * description's note is missing: its message is fully visible above the bar, and the note has focus.
 */
test('the sticky action bar never hides the first validation message on a small phone', async ({ page }) => {
  const { demo } = e2eCloud();
  await page.setViewportSize({ width: 360, height: 560 });
  await page.goto(`/${demo.pseudo}/form/custom`);
  await expect(page.getByRole('heading', { level: 2, name: 'Describe your project' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Placement' }).fill('Left ankle');
  await page.getByRole('textbox', { name: 'Size' }).fill('6 x 4 cm');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Next' }).click();

  const note = page.getByRole('textbox', { name: /^Description/ });
  await expect(note).toBeFocused();
  const message = page.getByRole('alert').filter({ hasText: 'Describe your project' });
  await expect(message).toBeVisible();
  await expect
    .poll(async () => {
      const bar = await page.locator('.booking-step__nav').boundingBox();
      const shown = await message.boundingBox();
      return bar && shown ? bar.y - (shown.y + shown.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
});
