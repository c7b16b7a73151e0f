import { describe, expect, it } from 'vitest';
import type { MyFlash } from '#shared/api/contracts/portfolio.ts';
import { parseDecimal } from '#web/src/lib/decimal-text.ts';
import { flashFormSchema, flashFormValues, formFieldOf, workFormSchema } from './portfolio-form-values.ts';

const image = {
  imageId: 'img-1',
  width: 800,
  height: 600,
  placeholder: '#000',
  variants: [{ width: 320, url: '/m.webp' }],
};
const ready = [{ imageId: 'img-1', image }];
const values = { title: ' Rose ', length: '12,5', width: '8', price: '45,50', note: '', images: ready };

const keysOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the flash form', () => {
  it('turns what the artist typed in cm into the API body in mm and cents', () => {
    expect(flashFormSchema('metric').parse(values)).toEqual({
      title: 'Rose',
      lengthMm: 125,
      widthMm: 80,
      priceCents: 4550,
      imageIds: ['img-1'],
    });
  });

  it('reads inches for an imperial artist', () => {
    const body = flashFormSchema('imperial').parse({ ...values, length: '4.75', width: '3', note: 'Colour' });
    expect(body).toMatchObject({ lengthMm: 121, widthMm: 76, note: 'Colour' });
  });

  it('refuses a negative price, a third decimal, an empty title, a zero or huge size, no image, a pending image', () => {
    const refusals = keysOf(
      flashFormSchema('metric').safeParse({ ...values, title: ' ', length: '0', width: '120', price: '-10' }),
    );
    expect(refusals).toEqual({
      title: 'validation.portfolio.titleRequired',
      length: 'validation.portfolio.dimensionPositive',
      width: 'validation.portfolio.dimensionTooLarge',
      price: 'validation.portfolio.priceNegative',
    });
    expect(
      keysOf(flashFormSchema('metric').safeParse({ ...values, price: '10.555', length: 'abc' })),
    ).toEqual({
      price: 'validation.portfolio.priceInvalid',
      length: 'validation.portfolio.dimensionInvalid',
    });
    expect(keysOf(flashFormSchema('metric').safeParse({ ...values, images: [] }))).toEqual({
      images: 'validation.portfolio.imagesRequired',
    });
    expect(
      keysOf(flashFormSchema('metric').safeParse({ ...values, images: [{ imageId: 'img-2' }] })),
    ).toEqual({
      images: 'validation.portfolio.imageNotReady',
    });
  });

  it('shows a stored flash in the artist unit with the locale separator', () => {
    const flash: MyFlash = {
      flashId: 'f1',
      title: 'Rose',
      lengthMm: 121,
      widthMm: 76,
      priceCents: 4550,
      currency: 'EUR',
      images: ready,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    expect(flashFormValues(flash, 'metric', 'fr')).toMatchObject({
      length: '12,1',
      width: '7,6',
      price: '45,5',
      note: '',
    });
    expect(flashFormValues(flash, 'imperial', 'en')).toMatchObject({ length: '4.75', width: '3' });
  });
});

describe('the work form', () => {
  it('sends the images in the order shown', () => {
    const second = { imageId: 'img-2', image: { ...image, imageId: 'img-2' } };
    expect(workFormSchema.parse({ title: 'Koi', type: 'custom', images: [second, ...ready] })).toEqual({
      title: 'Koi',
      type: 'custom',
      imageIds: ['img-2', 'img-1'],
    });
    expect(keysOf(workFormSchema.safeParse({ title: 'Koi', type: '', images: ready }))).toEqual({
      type: 'validation.portfolio.workTypeInvalid',
    });
  });
});

describe('typed numbers and API field paths', () => {
  it('read both decimal separators and spaces', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal(' 1 250.5 ')).toBe(1250.5);
    expect(parseDecimal('1e3')).toBeUndefined();
    expect(parseDecimal('')).toBeUndefined();
  });

  it('map the API field errors onto the form fields', () => {
    expect(formFieldOf('imageIds.3')).toBe('images');
    expect(formFieldOf('priceCents')).toBe('price');
    expect(formFieldOf('lengthMm')).toBe('length');
    expect(formFieldOf('title')).toBe('title');
  });
});
