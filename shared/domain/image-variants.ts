import { VARIANT_WIDTHS } from '#shared/api/contracts/images.ts';

/**
 * The widths of the WebP variants to write for an original `width` pixels wide: every standard width
 * that does not enlarge it, plus the original width itself (capped at the largest standard width)
 * so that a 1000 px photo keeps a 1000 px variant rather than stopping at 640.
 */
export function variantWidthsFor(width: number): number[] {
  const largest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? 1600;
  const full = Math.max(1, Math.min(largest, Math.floor(width)));
  const widths: number[] = VARIANT_WIDTHS.filter((candidate) => candidate < full);
  return [...widths, full];
}

/** A CSS colour `#rrggbb` from sharp's dominant colour: the placeholder painted before the image loads. */
export function placeholderColour(rgb: { r: number; g: number; b: number }): string {
  const channel = (value: number) =>
    Math.min(255, Math.max(0, Math.round(value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(rgb.r)}${channel(rgb.g)}${channel(rgb.b)}`;
}

/** Pending and rejected images expire after a day (the table's TTL, epoch seconds). */
export const UNFINISHED_IMAGE_TTL_SECONDS = 24 * 60 * 60;

export function unfinishedImageExpiry(now: Date = new Date()) {
  return Math.floor(now.getTime() / 1000) + UNFINISHED_IMAGE_TTL_SECONDS;
}

/** How many uploads an artist may have announced and not yet processed at one time. */
export const MAX_PENDING_UPLOADS = 20;
