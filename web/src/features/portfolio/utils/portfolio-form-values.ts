import * as z from 'zod';
import type { PublicImage } from '#shared/api/contracts/images.ts';
import type { FlashInput, MyFlash, MyWork, WorkInput } from '#shared/api/contracts/portfolio.ts';
import { amountToCents, centsToAmount } from '#shared/domain/money.ts';
import { PORTFOLIO_LIMITS } from '#shared/domain/portfolio-limits.ts';
import { type MeasurementUnit, mmToUnit, unitToMm } from '#shared/domain/units.ts';
import { WORK_TYPES } from '#shared/domain/work-types.ts';
import { decimalsOf, formatDecimal, parseDecimal } from '#web/src/lib/decimal-text.ts';

/** One image of a form: the `ImageUpload` value (`image` once it is ready). */
export interface FormImage {
  imageId: string;
  image?: PublicImage | undefined;
}

const titleText = z
  .string()
  .trim()
  .min(1, { error: 'validation.portfolio.titleRequired' })
  .max(PORTFOLIO_LIMITS.titleMax, { error: 'validation.portfolio.titleTooLong' });

const images = z
  .array(z.object({ imageId: z.string(), image: z.custom<PublicImage>().optional() }))
  .min(1, { error: 'validation.portfolio.imagesRequired' })
  .max(PORTFOLIO_LIMITS.imagesMax, { error: 'validation.portfolio.imagesTooMany' })
  .refine((refs) => refs.every((ref) => ref.image), { error: 'validation.portfolio.imageNotReady' });

function decimalText(required: string, invalid: string) {
  return z
    .string()
    .trim()
    .min(1, { error: required })
    .refine((text) => parseDecimal(text) !== undefined, { error: invalid })
    .transform((text) => parseDecimal(text) ?? Number.NaN);
}

/** A dimension typed in the artist's unit, in whole millimetres (1 to 1000). */
function dimensionText(unit: MeasurementUnit) {
  return decimalText('validation.portfolio.dimensionRequired', 'validation.portfolio.dimensionInvalid')
    .transform((value) => unitToMm(value, unit))
    .pipe(
      z
        .number()
        .min(1, { error: 'validation.portfolio.dimensionPositive' })
        .max(PORTFOLIO_LIMITS.dimensionMaxMm, { error: 'validation.portfolio.dimensionTooLarge' }),
    );
}

/** A price typed in currency units (2 decimals at most), in whole cents. */
const priceText = z
  .string()
  .trim()
  .min(1, { error: 'validation.portfolio.priceRequired' })
  .refine((text) => parseDecimal(text) !== undefined && decimalsOf(text) <= 2, {
    error: 'validation.portfolio.priceInvalid',
  })
  .transform((text) => amountToCents(parseDecimal(text) ?? Number.NaN))
  .pipe(
    z
      .number()
      .min(0, { error: 'validation.portfolio.priceNegative' })
      .max(PORTFOLIO_LIMITS.priceMaxCents, { error: 'validation.portfolio.priceTooHigh' }),
  );

export interface FlashFormValues {
  title: string;
  length: string;
  width: string;
  price: string;
  note: string;
  images: FormImage[];
}

/** The flash form's rules; its output is the API's body (mm, cents, image ids in order). */
export function flashFormSchema(unit: MeasurementUnit) {
  return z
    .object({
      title: titleText,
      length: dimensionText(unit),
      width: dimensionText(unit),
      price: priceText,
      note: z.string().trim().max(PORTFOLIO_LIMITS.noteMax, { error: 'validation.portfolio.noteTooLong' }),
      images,
    })
    .transform(
      (values): FlashInput => ({
        title: values.title,
        lengthMm: values.length,
        widthMm: values.width,
        priceCents: values.price,
        ...(values.note && { note: values.note }),
        imageIds: values.images.map((ref) => ref.imageId),
      }),
    );
}

export const EMPTY_FLASH_FORM: FlashFormValues = {
  title: '',
  length: '',
  width: '',
  price: '',
  note: '',
  images: [],
};

/** A stored flash as form values, in the artist's unit and the locale's decimal separator. */
export function flashFormValues(flash: MyFlash, unit: MeasurementUnit, locale: string): FlashFormValues {
  return {
    title: flash.title,
    length: formatDecimal(mmToUnit(flash.lengthMm, unit), locale),
    width: formatDecimal(mmToUnit(flash.widthMm, unit), locale),
    price: formatDecimal(centsToAmount(flash.priceCents), locale),
    note: flash.note ?? '',
    images: flash.images,
  };
}

export interface WorkFormValues {
  title: string;
  /** A project type, or '' before one is chosen. */
  type: string;
  images: FormImage[];
}

export const workFormSchema = z
  .object({
    title: titleText,
    type: z.string().pipe(z.enum(WORK_TYPES, { error: 'validation.portfolio.workTypeInvalid' })),
    images,
  })
  .transform(
    (values): WorkInput => ({
      title: values.title,
      type: values.type,
      imageIds: values.images.map((ref) => ref.imageId),
    }),
  );

export const EMPTY_WORK_FORM: WorkFormValues = { title: '', type: '', images: [] };

export function workFormValues(work: MyWork): WorkFormValues {
  return { title: work.title, type: work.type, images: work.images };
}

/** Where an API field error goes in the forms (`imageIds.2` → the images field). */
export function formFieldOf(apiPath: string): string {
  if (apiPath === 'imageIds' || apiPath.startsWith('imageIds.')) return 'images';
  if (apiPath === 'lengthMm') return 'length';
  if (apiPath === 'widthMm') return 'width';
  if (apiPath === 'priceCents') return 'price';
  return apiPath;
}
