import type { PublicImage } from '#shared/api/contracts/images.ts';
import type { PublicFlash, PublicWork } from '#shared/api/contracts/portfolio.ts';

export function testImage(imageId: string): PublicImage {
  return {
    imageId,
    width: 1200,
    height: 900,
    placeholder: '#5a3b4c',
    variants: [
      { width: 320, url: `/media/artist-1/${imageId}/320.webp` },
      { width: 640, url: `/media/artist-1/${imageId}/640.webp` },
    ],
  };
}

/** Three flashes: `rose` added first but changed last, `swallow` added last, `dagger` the dearest. */
export const testFlashes: PublicFlash[] = [
  {
    flashId: 'rose',
    title: 'Rose',
    lengthMm: 120,
    widthMm: 85,
    note: 'Colour or black',
    priceCents: 9000,
    currency: 'EUR',
    images: [testImage('img-rose'), testImage('img-rose-2')],
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  },
  {
    flashId: 'swallow',
    title: 'Swallow',
    lengthMm: 80,
    widthMm: 60,
    priceCents: 5050,
    currency: 'EUR',
    images: [testImage('img-swallow')],
    createdAt: '2026-02-15T10:00:00.000Z',
    updatedAt: '2026-02-15T10:00:00.000Z',
  },
  {
    flashId: 'dagger',
    title: 'Dagger',
    lengthMm: 150,
    widthMm: 40,
    priceCents: 12000,
    currency: 'EUR',
    images: [testImage('img-dagger')],
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-02-01T10:00:00.000Z',
  },
];

export const testWorks: PublicWork[] = [
  {
    workId: 'koi',
    title: 'Koi sleeve',
    type: 'custom',
    images: [testImage('img-koi-2'), testImage('img-koi-1')],
    createdAt: '2026-02-01T10:00:00.000Z',
  },
  {
    workId: 'heal',
    title: 'Healed rose',
    type: 'touchup',
    images: [testImage('img-heal')],
    createdAt: '2026-01-01T10:00:00.000Z',
  },
];
