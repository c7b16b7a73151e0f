import { z } from 'zod';

/**
 * Images: uploaded by the browser straight to S3 (presigned), checked and resized by the image
 * processor, then referenced by id from a profile, a flash, a work or a booking request.
 */
export const IMAGE_KINDS = ['avatar', 'banner', 'flash', 'work', 'reference'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** The largest original accepted (checked again by the processor on the real bytes). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** What the browser may announce; the processor trusts only the bytes (JPEG, PNG, WebP, HEIC). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
/** Widths of the WebP variants written for responsive `srcset` (never wider than the original). */
export const VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;

export const imageId = z.string().regex(/^[0-9a-f-]{36}$/, { error: 'validation.invalidValue' });

/** An image as the public sees it: only resized variants, never the original. */
export const publicImage = z.object({
  imageId: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** A CSS colour to paint before the image loads (no layout shift: width/height give the ratio). */
  placeholder: z.string(),
  variants: z.array(z.object({ width: z.number().int().positive(), url: z.string() })).min(1),
});
export type PublicImage = z.infer<typeof publicImage>;
