import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { signInAsDemo } from './support/artist-session.ts';
import { expect, test } from './support/fixtures.ts';

async function photo(colour: string) {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** Picks a file in an `ImageUpload` group and waits until the processor made it ready. */
async function addImage(group: Locator, name: string, colour: string) {
  await group
    .locator('input[type=file]')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: await photo(colour) });
  await expect(group.getByRole('status').filter({ hasText: `Image ${name} added` })).toBeAttached({
    timeout: 15_000,
  });
}

test('the demo artist adds a flash, and the public flash pages show it in the artist unit and currency', async ({
  page,
}) => {
  const title = `Swallow ${Date.now()}`;
  await signInAsDemo(page);
  await page.goto('/app/profile/flashs');
  await expect(page.getByRole('heading', { level: 1, name: 'My flashes' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Length (cm)' }).fill('12,5');
  await page.getByRole('textbox', { name: 'Width (cm)' }).fill('8');
  await page.getByRole('textbox', { name: 'Price (€)' }).fill('-45');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Price cannot be negative')).toBeVisible();
  await expect(page.getByText('Add at least one image')).toBeVisible();

  await page.getByRole('textbox', { name: 'Price (€)' }).fill('45.50');
  await addImage(page.getByRole('group', { name: 'Images' }), 'swallow.jpg', '#7a2e5c');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const done = page.getByRole('status').filter({ hasText: 'Flash added' });
  await expect(done).toContainText(`“${title}” now shows on your page.`);
  await expect(page.getByRole('link', { name: `Edit “${title}”` })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/demo/flashs?sort=recently-added');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('€45.50')).toBeVisible();
  await expect(page.getByText('12.5 × 8 cm')).toBeVisible();
  const image = page.getByRole('img', { name: `${title}, image 1 of 1` });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the demo artist orders a work’s images with the keyboard, and the public page keeps that order', async ({
  page,
}) => {
  const title = `Koi ${Date.now()}`;
  await signInAsDemo(page);
  await page.goto('/app/profile/done');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('combobox', { name: 'Project type' }).selectOption('custom');
  const images = page.getByRole('group', { name: 'Images' });
  await addImage(images, 'first.jpg', '#1b6536');
  await addImage(images, 'second.jpg', '#2d5fd3');
  const uploaded = await images
    .getByRole('img')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src')));
  expect(uploaded).toHaveLength(2);

  const order = page.getByRole('list', { name: 'Image order' });
  await order.getByRole('button', { name: 'Move Image 2, position 2 of 2' }).focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Image 2: position 1 of 2')).toBeAttached();
  await expect(order.getByRole('button', { name: 'Move Image 2, position 1 of 2' })).toBeFocused();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Work added' })).toBeVisible();

  await page.goto('/demo/done');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Custom project')).toBeVisible();
  const shown = await page
    .getByRole('article')
    .getByRole('img')
    .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src')));
  expect(shown).toEqual([uploaded[1], uploaded[0]]);
});
