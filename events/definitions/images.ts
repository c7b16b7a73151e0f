import * as z from 'zod';
import { defineEvent } from '#events/define-event.ts';
import { IMAGE_KINDS, IMAGE_REJECT_REASONS } from '#shared/api/contracts/images.ts';

export const imageProcessed = defineEvent({
  detailType: 'image.processed',
  version: 1,
  description:
    'An uploaded image passed the checks: its WebP variants are public and the original is deleted.',
  payload: z.object({
    artistId: z.string().min(1),
    imageId: z.string().min(1),
    kind: z.enum(IMAGE_KINDS),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    variantWidths: z.array(z.number().int().positive()).min(1),
    /** Bytes of the original upload (deleted). */
    originalBytes: z.number().int().nonnegative(),
  }),
});

export const imageRejected = defineEvent({
  detailType: 'image.rejected',
  version: 1,
  description: 'An uploaded file was refused (too large, not a supported image, unreadable) and deleted.',
  payload: z.object({
    artistId: z.string().min(1),
    imageId: z.string().min(1),
    kind: z.enum(IMAGE_KINDS),
    reason: z.enum(IMAGE_REJECT_REASONS),
    originalBytes: z.number().int().nonnegative(),
  }),
});
