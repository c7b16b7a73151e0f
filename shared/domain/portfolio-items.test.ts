import { describe, expect, it } from 'vitest';
import { myFlash, myWork } from '#shared/api/contracts/portfolio.ts';
import { myFlashes, myWorks, toMyFlash } from './portfolio-items.ts';
import { indexImages } from './portfolio-public.ts';

const artistId = 'artist-1';
const images = indexImages([
  {
    artistId,
    imageId: 'img-1',
    status: 'ready',
    width: 800,
    height: 600,
    placeholder: '#000',
    variantWidths: [640],
  },
  { artistId, imageId: 'img-2', status: 'pending' },
]);
const base = {
  title: 'Rose',
  lengthMm: 100,
  widthMm: 60,
  priceCents: 8000,
  currency: 'EUR' as const,
  imageIds: ['img-2', 'img-1'],
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe("the artist's own flashes and works", () => {
  it('list every image id in order, with the public image once ready', () => {
    const flash = toMyFlash({ ...base, flashId: 'f1', createdAt: '2026-01-01T00:00:00.000Z' }, images);
    expect(myFlash.parse(flash)).toEqual(flash);
    expect(flash.images.map((ref) => [ref.imageId, ref.image?.imageId])).toEqual([
      ['img-2', undefined],
      ['img-1', 'img-1'],
    ]);
  });

  it('list the last created first', () => {
    const flashes = myFlashes(
      [
        { ...base, flashId: 'f1', createdAt: '2026-01-01T00:00:00.000Z' },
        { ...base, flashId: 'f2', createdAt: '2026-02-01T00:00:00.000Z' },
      ],
      images,
    );
    expect(flashes.map((f) => f.flashId)).toEqual(['f2', 'f1']);
    const works = myWorks(
      [
        {
          workId: 'w1',
          title: 'A',
          type: 'flash',
          imageIds: ['img-1'],
          createdAt: '2026-03-01T00:00:00.000Z',
          updatedAt: '2026-03-01T00:00:00.000Z',
        },
        {
          workId: 'w2',
          title: 'B',
          type: 'touchup',
          imageIds: ['img-1'],
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
      ],
      images,
    );
    expect(works.map((w) => w.workId)).toEqual(['w1', 'w2']);
    for (const w of works) expect(myWork.parse(w)).toEqual(w);
  });
});
