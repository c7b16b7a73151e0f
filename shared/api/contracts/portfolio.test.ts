import { describe, expect, it } from 'vitest';
import { translator } from '#shared/i18n/api-translator.ts';
import { flashInput, workInput } from './portfolio.ts';

const imageIds = ['0b6c3f2e-6a53-4f0f-9d36-0f7d2a1d9a11', '0b6c3f2e-6a53-4f0f-9d36-0f7d2a1d9a12'];
const valid = { title: 'Rose', lengthMm: 120, widthMm: 80, priceCents: 15000, imageIds };

/** The i18n keys of the refusals of `input`, by path. */
function refusals(schema: typeof flashInput | typeof workInput, input: unknown) {
  const result = schema.safeParse(input);
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the flash input', () => {
  it('accepts a valid flash, trims the title and drops an empty note', () => {
    expect(flashInput.parse({ ...valid, title: '  Rose ', note: '  ' })).toEqual({ ...valid, title: 'Rose' });
    expect(flashInput.parse({ ...valid, priceCents: 0, note: 'Colour' }).note).toBe('Colour');
  });

  it('refuses a negative price with its own clear message, in every language', () => {
    expect(refusals(flashInput, { ...valid, priceCents: -100 })).toEqual({
      priceCents: 'validation.portfolio.priceNegative',
    });
    expect(translator('fr')('validation.portfolio.priceNegative')).toBe('Le prix ne peut pas être négatif');
    expect(translator('en')('validation.portfolio.priceNegative')).toBe('Price cannot be negative');
    expect(translator('es')('validation.portfolio.priceNegative')).toBe('El precio no puede ser negativo');
  });

  it.each([
    [{ title: '   ' }, 'title', 'validation.portfolio.titleRequired'],
    [{ title: 'x'.repeat(81) }, 'title', 'validation.portfolio.titleTooLong'],
    [{ lengthMm: 0 }, 'lengthMm', 'validation.portfolio.dimensionPositive'],
    [{ widthMm: -5 }, 'widthMm', 'validation.portfolio.dimensionPositive'],
    [{ widthMm: 12.5 }, 'widthMm', 'validation.portfolio.dimensionInvalid'],
    [{ lengthMm: 1001 }, 'lengthMm', 'validation.portfolio.dimensionTooLarge'],
    [{ priceCents: 10_000_000 }, 'priceCents', 'validation.portfolio.priceTooHigh'],
    [{ priceCents: 10.5 }, 'priceCents', 'validation.portfolio.priceInvalid'],
    [{ priceCents: '150' }, 'priceCents', 'validation.portfolio.priceRequired'],
    [{ note: 'x'.repeat(501) }, 'note', 'validation.portfolio.noteTooLong'],
    [{ imageIds: [] }, 'imageIds', 'validation.portfolio.imagesRequired'],
    [{ imageIds: [imageIds[0], imageIds[0]] }, 'imageIds', 'validation.portfolio.imagesDuplicate'],
    [{ imageIds: ['not-an-id'] }, 'imageIds.0', 'validation.invalidValue'],
  ])('refuses %j on %s', (change, path, key) => {
    expect(refusals(flashInput, { ...valid, ...change })).toEqual({ [path]: key });
  });

  it('refuses more than 10 images', () => {
    const many = Array.from(
      { length: 11 },
      (_, i) => `0b6c3f2e-6a53-4f0f-9d36-0f7d2a1d9a${String(i).padStart(2, '0')}`,
    );
    expect(refusals(flashInput, { ...valid, imageIds: many })).toEqual({
      imageIds: 'validation.portfolio.imagesTooMany',
    });
  });
});

describe('the work input', () => {
  it('takes a title, a project type and ordered images', () => {
    const work = { title: 'Peony', type: 'custom', imageIds: [...imageIds].reverse() };
    expect(workInput.parse(work)).toEqual(work);
    expect(refusals(workInput, { ...work, type: 'sleeve' })).toEqual({
      type: 'validation.portfolio.workTypeInvalid',
    });
    expect(refusals(workInput, { ...work, title: '' })).toEqual({
      title: 'validation.portfolio.titleRequired',
    });
  });
});
