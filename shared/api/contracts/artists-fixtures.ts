import type { PublicProfile } from './artists.ts';
import type { PublicImage } from './images.ts';
import type { PublicFlash } from './portfolio.ts';

/**
 * For tests: Mia Ink's public page as `GET /artists/{pseudo}` answers it on the day she onboards
 * (Free plan, every kind of request open, nothing shown yet). Tests add what they need.
 */
export const blankPublicProfile: PublicProfile = {
  pseudo: 'ink-mia',
  displayName: 'Mia Ink',
  links: [],
  styles: [],
  plan: 'free',
  reservations: { requests: true, custom: true, touchups: true },
  unit: 'metric',
  hourFormat: '24',
  travels: [],
  flashes: [],
  works: [],
};

/** For tests: a ready image of the public page, its variants at these widths (in this order). */
export function publicImageFixture(
  imageId: string,
  width: number,
  height: number,
  widths = [320, 640, 1024],
): PublicImage {
  return {
    imageId,
    width,
    height,
    placeholder: '#223344',
    variants: widths.map((w) => ({ width: w, url: `/media/a1/${imageId}/${w}.webp` })),
  };
}

/** For tests: Mia Ink's flash "Rose" (5 × 4 cm, 80 €) but for its images, which each test gives. */
export const roseFlashFields = {
  flashId: 'f1',
  title: 'Rose',
  lengthMm: 50,
  widthMm: 40,
  priceCents: 8000,
  currency: 'EUR',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
} satisfies Omit<PublicFlash, 'images'>;
