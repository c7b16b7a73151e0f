import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VARIANT_WIDTHS } from '#shared/api/contracts/images.ts';
import {
  placeholderColour,
  UNFINISHED_IMAGE_TTL_SECONDS,
  unfinishedImageExpiry,
  variantWidthsFor,
} from './image-variants.ts';

describe('variantWidthsFor', () => {
  it('writes every standard width that does not enlarge the original, and the original width', () => {
    expect(variantWidthsFor(4000)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidthsFor(1600)).toEqual([320, 640, 1024, 1600]);
    expect(variantWidthsFor(1000)).toEqual([320, 640, 1000]);
    expect(variantWidthsFor(320)).toEqual([320]);
  });

  it('writes the original width alone when it is narrower than the smallest variant', () => {
    expect(variantWidthsFor(200)).toEqual([200]);
    expect(variantWidthsFor(1)).toEqual([1]);
  });

  it('never enlarges and always writes at least one variant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), (width) => {
        const widths = variantWidthsFor(width);
        expect(widths.length).toBeGreaterThan(0);
        for (const w of widths) expect(w).toBeLessThanOrEqual(width);
        for (const w of widths.slice(0, -1)) expect(VARIANT_WIDTHS).toContain(w);
        expect(widths.at(-1)).toBe(Math.max(1, Math.min(1600, Math.floor(width))));
      }),
    );
  });
});

describe('placeholderColour', () => {
  it('is a #rrggbb CSS colour, channels rounded and clamped', () => {
    expect(placeholderColour({ r: 200, g: 30, b: 30 })).toBe('#c81e1e');
    expect(placeholderColour({ r: 0, g: 255, b: 8.4 })).toBe('#00ff08');
    expect(placeholderColour({ r: -3, g: 300, b: 15.5 })).toBe('#00ff10');
  });
});

describe('unfinishedImageExpiry', () => {
  it('is a day later, in epoch seconds (the table TTL)', () => {
    const now = new Date('2026-11-21T10:00:00.500Z');
    expect(unfinishedImageExpiry(now)).toBe(Math.floor(now.getTime() / 1000) + UNFINISHED_IMAGE_TTL_SECONDS);
    expect(UNFINISHED_IMAGE_TTL_SECONDS).toBe(86_400);
  });
});
