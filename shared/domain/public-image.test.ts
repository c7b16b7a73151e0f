import { describe, expect, it } from 'vitest';
import { publicImage } from '#shared/api/contracts/images.ts';
import { publicImageIfReady, toPublicImage, variantUrl } from './public-image.ts';

const ready = {
  artistId: 'artist-1',
  imageId: '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a',
  width: 2000,
  height: 1500,
  placeholder: '#c81e1e',
  variantWidths: [1024, 320, 640, 1600],
};

describe('toPublicImage', () => {
  it('lists the WebP variants narrowest first under /media, and nothing about the original', () => {
    const image = toPublicImage(ready);
    expect(image).toEqual({
      imageId: ready.imageId,
      width: 2000,
      height: 1500,
      placeholder: '#c81e1e',
      variants: [320, 640, 1024, 1600].map((width) => ({
        width,
        url: `/media/artist-1/${ready.imageId}/${width}.webp`,
      })),
    });
    expect(publicImage.parse(image)).toEqual(image);
    expect(JSON.stringify(image)).not.toContain('uploads/');
  });

  it('builds the same URL the processor writes the variant to', () => {
    expect(variantUrl('a', 'b', 640)).toBe('/media/a/b/640.webp');
  });
});

describe('publicImageIfReady', () => {
  it('gives the public image of a ready item only', () => {
    expect(publicImageIfReady({ ...ready, status: 'ready' })).toEqual(toPublicImage(ready));
    expect(publicImageIfReady({ ...ready, status: 'pending' })).toBeUndefined();
    expect(publicImageIfReady({ ...ready, status: 'rejected' })).toBeUndefined();
    expect(publicImageIfReady({ ...ready, status: 'ready', variantWidths: [] })).toBeUndefined();
    expect(publicImageIfReady({ artistId: 'a', imageId: 'b', status: 'ready' })).toBeUndefined();
  });
});
