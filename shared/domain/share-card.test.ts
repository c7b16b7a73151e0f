import { describe, expect, it } from 'vitest';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import {
  SHARE_CARD_FILE,
  shareCardContent,
  shareCardKey,
  shareCardPath,
  shareCardVersion,
} from './share-card.ts';

const image = (id: string, widths: number[]) => ({
  imageId: id,
  width: 1200,
  height: 1200,
  placeholder: '#000',
  variants: widths.map((width) => ({ width, url: `/media/a1/${id}/${width}.webp` })),
});

const page = (flashes: { title: string; images: ReturnType<typeof image>[] }[]) =>
  ({ pseudo: 'ink-mia', displayName: 'Mia Ink', flashes }) as unknown as PublicProfile;

describe('share cards', () => {
  it('show the first flash that has an image, at the smallest variant wide enough', () => {
    expect(shareCardContent(page([]))).toEqual({ pseudo: 'ink-mia', displayName: 'Mia Ink' });
    const content = shareCardContent(
      page([
        { title: 'No image', images: [] },
        { title: 'Moth', images: [image('i1', [1024, 320, 640])] },
      ]),
    );
    expect(content.flash).toEqual({ title: 'Moth', imagePath: '/media/a1/i1/640.webp' });
    expect(shareCardContent(page([{ title: 'Small', images: [image('i2', [320])] }])).flash?.imagePath).toBe(
      '/media/a1/i2/320.webp',
    );
  });

  it('change address exactly when what they show changes', () => {
    const base = { pseudo: 'ink-mia', displayName: 'Mia Ink' };
    const version = shareCardVersion(base);
    expect(shareCardVersion({ ...base })).toBe(version);
    expect(shareCardVersion({ ...base, displayName: 'Mia Ink Studio' })).not.toBe(version);
    expect(
      shareCardVersion({ ...base, flash: { title: 'Moth', imagePath: '/media/a1/i1/640.webp' } }),
    ).not.toBe(version);
    expect(SHARE_CARD_FILE.test(`${version}.png`)).toBe(true);
    expect(shareCardPath(base)).toBe(`/api/og/ink-mia/${version}.png`);
    expect(shareCardKey('ink-mia', version)).toBe(`media/og/ink-mia/${version}.png`);
  });
});
