import * as z from 'zod';
import { CURRENCIES } from '#shared/domain/money.ts';
import { PORTFOLIO_LIMITS } from '#shared/domain/portfolio-limits.ts';
import { WORK_TYPES } from '#shared/domain/work-types.ts';
import { imageId, publicImage } from './images.ts';
import { idParam } from './params.ts';

/**
 * Flashes (ready-made designs) and realisations (works). Dimensions are whole millimetres, prices
 * whole cents in the artist's currency; the SPA converts from the artist's unit and currency.
 */

export const flashParams = z.object({ flashId: idParam });
export const workParams = z.object({ workId: idParam });

const titleField = z
  .string({ error: 'validation.portfolio.titleRequired' })
  .trim()
  .min(1, { error: 'validation.portfolio.titleRequired' })
  .max(PORTFOLIO_LIMITS.titleMax, { error: 'validation.portfolio.titleTooLong' });

const dimensionField = z
  .number({ error: 'validation.portfolio.dimensionRequired' })
  .int({ error: 'validation.portfolio.dimensionInvalid' })
  .min(1, { error: 'validation.portfolio.dimensionPositive' })
  .max(PORTFOLIO_LIMITS.dimensionMaxMm, { error: 'validation.portfolio.dimensionTooLarge' });

const priceCentsField = z
  .number({ error: 'validation.portfolio.priceRequired' })
  .int({ error: 'validation.portfolio.priceInvalid' })
  .min(0, { error: 'validation.portfolio.priceNegative' })
  .max(PORTFOLIO_LIMITS.priceMaxCents, { error: 'validation.portfolio.priceTooHigh' });

const noteField = z
  .string({ error: 'validation.invalidValue' })
  .trim()
  .max(PORTFOLIO_LIMITS.noteMax, { error: 'validation.portfolio.noteTooLong' })
  .optional()
  .transform((note) => note || undefined);

/** 1 to 10 distinct image ids, in display order; the API checks they are the caller's ready images. */
const imageIdsField = z
  .array(imageId, { error: 'validation.portfolio.imagesRequired' })
  .min(1, { error: 'validation.portfolio.imagesRequired' })
  .max(PORTFOLIO_LIMITS.imagesMax, { error: 'validation.portfolio.imagesTooMany' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.portfolio.imagesDuplicate' });

export const flashInput = z.object({
  title: titleField,
  lengthMm: dimensionField,
  widthMm: dimensionField,
  note: noteField,
  priceCents: priceCentsField,
  imageIds: imageIdsField,
});
export type FlashInput = z.input<typeof flashInput>;

export const workInput = z.object({
  title: titleField,
  type: z.enum(WORK_TYPES, { error: 'validation.portfolio.workTypeInvalid' }),
  imageIds: imageIdsField,
});
export type WorkInput = z.input<typeof workInput>;

/** One image of the artist's own item: `image` is absent while it is not ready (or gone). */
const portfolioImageRef = z.object({ imageId: z.string(), image: publicImage.optional() });
export type PortfolioImageRef = z.infer<typeof portfolioImageRef>;

/** A flash's own fields, in its editor and on the public page (before its images). */
const flashFields = {
  flashId: z.string(),
  title: z.string(),
  lengthMm: z.number().int(),
  widthMm: z.number().int(),
  note: z.string().optional(),
  priceCents: z.number().int(),
  currency: z.enum(CURRENCIES),
};

/** A flash as its artist edits it (`/app/profile/flashs`). */
export const myFlash = z.object({
  ...flashFields,
  images: z.array(portfolioImageRef),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyFlash = z.infer<typeof myFlash>;
export const myFlashList = z.object({ items: z.array(myFlash) });
export type MyFlashList = z.infer<typeof myFlashList>;

/** A realisation as its artist edits it (`/app/profile/done`): images in their chosen order. */
export const myWork = z.object({
  workId: z.string(),
  title: z.string(),
  type: z.enum(WORK_TYPES),
  images: z.array(portfolioImageRef),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyWork = z.infer<typeof myWork>;
export const myWorkList = z.object({ items: z.array(myWork) });
export type MyWorkList = z.infer<typeof myWorkList>;

export const deletedFlash = z.object({ flashId: z.string() });
export const deletedWork = z.object({ workId: z.string() });

/** A flash on the public page: ready images only, price with its currency, dimensions in mm. */
export const publicFlash = z.object({
  ...flashFields,
  images: z.array(publicImage).min(1),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PublicFlash = z.infer<typeof publicFlash>;

/** A realisation on the public page: ready images only, in the artist's order. */
export const publicWork = z.object({
  workId: z.string(),
  title: z.string(),
  type: z.enum(WORK_TYPES),
  images: z.array(publicImage).min(1),
  createdAt: z.string(),
});
export type PublicWork = z.infer<typeof publicWork>;
