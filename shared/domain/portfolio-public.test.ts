import { describe, expect, it } from 'vitest';
import { publicFlash, publicWork } from '#shared/api/contracts/portfolio.ts';
import {
  type FlashItem,
  indexImages,
  publicFlashes,
  publicWorks,
  type WorkItem,
} from './portfolio-public.ts';

const artistId = 'artist-1';
const ready = (imageId: string, width = 800) => ({
  artistId,
  imageId,
  status: 'ready',
  width,
  height: 600,
  placeholder: '#334455',
  variantWidths: [640, 320],
});
const images = indexImages([
  ready('img-1'),
  ready('img-2', 300),
  { artistId, imageId: 'img-pending', status: 'pending' },
  { artistId, imageId: 'img-rejected', status: 'rejected' },
]);

const flash = (flashId: string, imageIds: string[], extra: Partial<FlashItem> = {}): FlashItem => ({
  flashId,
  title: `Flash ${flashId}`,
  lengthMm: 120,
  widthMm: 80,
  priceCents: 15000,
  currency: 'EUR',
  imageIds,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

const work = (workId: string, imageIds: string[], createdAt: string): WorkItem => ({
  workId,
  title: `Work ${workId}`,
  type: 'custom',
  imageIds,
  createdAt,
  updatedAt: createdAt,
});

describe('publicFlashes', () => {
  it('gives each flash its ready images in order, with price, currency and dimensions in mm', () => {
    const [shown] = publicFlashes(
      [flash('f1', ['img-2', 'img-pending', 'img-1'], { note: 'Colour' })],
      images,
    );
    expect(publicFlash.parse(shown)).toEqual(shown);
    expect(shown).toMatchObject({
      flashId: 'f1',
      title: 'Flash f1',
      lengthMm: 120,
      widthMm: 80,
      note: 'Colour',
      priceCents: 15000,
      currency: 'EUR',
    });
    expect(shown?.images.map((image) => image.imageId)).toEqual(['img-2', 'img-1']);
    expect(shown?.images[1]?.variants).toEqual([
      { width: 320, url: `/media/${artistId}/img-1/320.webp` },
      { width: 640, url: `/media/${artistId}/img-1/640.webp` },
    ]);
  });

  it('skips images not ready or unknown, and flashes left with none', () => {
    const shown = publicFlashes(
      [flash('f1', ['img-pending', 'img-rejected', 'img-unknown']), flash('f2', ['img-1'])],
      images,
    );
    expect(shown.map((f) => f.flashId)).toEqual(['f2']);
  });

  it('accepts images as a record, and orders the most recently changed first', () => {
    const shown = publicFlashes(
      [
        flash('f1', ['img-1'], { updatedAt: '2026-01-01T00:00:00.000Z' }),
        flash('f2', ['img-1'], { updatedAt: '2026-03-01T00:00:00.000Z' }),
      ],
      Object.fromEntries(images),
    );
    expect(shown.map((f) => f.flashId)).toEqual(['f2', 'f1']);
    expect(shown[0]).not.toHaveProperty('note');
  });
});

describe('publicWorks', () => {
  it('keeps the artist order of images, skips the ones not ready, newest work first', () => {
    const shown = publicWorks(
      [
        work('w1', ['img-1', 'img-2'], '2026-01-01T00:00:00.000Z'),
        work('w2', ['img-2', 'img-pending', 'img-1'], '2026-02-01T00:00:00.000Z'),
        work('w3', ['img-pending'], '2026-03-01T00:00:00.000Z'),
      ],
      images,
    );
    expect(shown.map((w) => w.workId)).toEqual(['w2', 'w1']);
    expect(shown[0]?.images.map((image) => image.imageId)).toEqual(['img-2', 'img-1']);
    for (const shownWork of shown) expect(publicWork.parse(shownWork)).toEqual(shownWork);
  });
});
