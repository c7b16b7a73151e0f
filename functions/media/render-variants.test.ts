import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderVariants } from './render-variants.ts';

async function jpegWithExif(width: number, height: number, orientation = 1) {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'InkPhone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
    .withMetadata({ orientation })
    .toBuffer();
}

describe('renderVariants', () => {
  it('applies the EXIF orientation and writes WebP variants without any metadata', async () => {
    const input = await jpegWithExif(1800, 1100, 6);
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const result = await renderVariants(input);
    if (!result.ok) throw new Error(result.reason);
    expect(result.image).toMatchObject({ width: 1100, height: 1800, placeholder: '#1878c8' });
    expect(result.image.variants.map((variant) => variant.width)).toEqual([320, 640, 1024, 1100]);
    for (const variant of result.image.variants) {
      const meta = await sharp(variant.body).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: variant.width });
      expect(meta.height).toBeGreaterThan(meta.width);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
  });

  it('keeps a small PNG at its own width', async () => {
    const png = await sharp({ create: { width: 120, height: 90, channels: 4, background: '#ff000080' } })
      .png()
      .toBuffer();
    const result = await renderVariants(png);
    expect(result.ok && result.image.variants.map((variant) => variant.width)).toEqual([120]);
  });

  it('accepts WebP', async () => {
    const webp = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    expect((await renderVariants(webp)).ok).toBe(true);
  });

  it.each([
    {
      name: 'SVG',
      input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      reason: 'unsupported_type',
    },
    { name: 'HTML', input: Buffer.from('<html><body>hi</body></html>'), reason: 'unsupported_type' },
    { name: 'GIF', input: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), reason: 'unsupported_type' },
    { name: 'a truncated JPEG', input: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), reason: 'unreadable' },
  ])('refuses $name as $reason', async ({ input, reason }) => {
    expect(await renderVariants(input)).toEqual({ ok: false, reason });
  });

  it('refuses a picture of more than 100 megapixels as too large, from its header alone', async () => {
    // A tiny JPEG whose frame header claims 20000 x 20000 pixels (a decompression bomb's shape).
    const bomb = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const frame = bomb.indexOf(Buffer.from([0xff, 0xc0]));
    expect(frame).toBeGreaterThan(0);
    bomb.writeUInt16BE(20_000, frame + 5);
    bomb.writeUInt16BE(20_000, frame + 7);
    expect(await renderVariants(bomb)).toEqual({ ok: false, reason: 'too_large' });
  });
});
