import sharp from 'sharp';
import { signInAsDemo } from './support/artist-session.ts';
import { expect, test } from './support/fixtures.ts';

test('an avatar picked on the profile editor is uploaded, processed and shown', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/app/profile');
  const avatar = page.getByRole('group', { name: 'Profile picture' });
  const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#3a6ea5' } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
    .toBuffer();

  await avatar
    .getByLabel('Choose an image')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(avatar.getByRole('status').filter({ hasText: 'Image me.jpg added' })).toBeAttached({
    timeout: 15_000,
  });
  const thumbnail = avatar.getByRole('img', { name: 'Image 1' });
  await expect(thumbnail).toHaveAttribute('src', /^\/media\/[^/]+\/[0-9a-f-]{36}\/640\.webp$/);
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  await avatar.getByLabel('Choose an image').setInputFiles({
    name: 'evil.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  });
  await expect(avatar.getByRole('alert')).toHaveText(
    'evil.svg: unsupported format (JPEG, PNG or WebP only).',
  );
});
