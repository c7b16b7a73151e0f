import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  artistUnit,
  cmToMm,
  formatDimensions,
  formatLength,
  inchesToMm,
  mmToCm,
  mmToInches,
  mmToUnit,
  unitToMm,
} from './units.ts';

const millimetres = fc.integer({ min: 1, max: 1000 });

describe('centimetres', () => {
  it('show whole millimetres with 1 decimal and read them back exactly', () => {
    expect(mmToCm(125)).toBe(12.5);
    expect(mmToCm(80)).toBe(8);
    expect(cmToMm(12.5)).toBe(125);
    fc.assert(fc.property(millimetres, (mm) => cmToMm(mmToCm(mm)) === mm));
  });

  it('round a typed value half up to the millimetre, without binary noise', () => {
    expect(cmToMm(12.35)).toBe(124);
    expect(cmToMm(12.34)).toBe(123);
    expect(cmToMm(0.04)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (tenths) => mmToCm(cmToMm(tenths / 10)) === tenths / 10),
    );
  });
});

describe('inches', () => {
  it('convert at 25.4 mm per inch, rounded to the millimetre', () => {
    expect(inchesToMm(1)).toBe(25);
    expect(inchesToMm(4)).toBe(102);
    expect(inchesToMm(2.5)).toBe(64);
  });

  it('give back a typed quarter inch exactly (in → mm → in)', () => {
    expect(mmToInches(inchesToMm(3.25))).toBe(3.25);
    expect(mmToInches(inchesToMm(0.75))).toBe(0.75);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 157 }),
        (quarters) => mmToInches(inchesToMm(quarters / 4)) === quarters / 4,
      ),
    );
  });

  it('give back a typed tenth of an inch exactly (in → mm → in)', () => {
    expect(mmToInches(inchesToMm(3.3))).toBe(3.3);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 393 }),
        (tenths) => mmToInches(inchesToMm(tenths / 10)) === tenths / 10,
      ),
    );
  });

  it('move stored millimetres by less than 2 mm through inches (mm → in → mm)', () => {
    fc.assert(fc.property(millimetres, (mm) => Math.abs(inchesToMm(mmToInches(mm)) - mm) < 2));
  });

  it('can be forced to quarter or tenth precision', () => {
    expect(mmToInches(100, 'quarter')).toBe(4);
    expect(mmToInches(100, 'tenth')).toBe(3.9);
    expect(mmToInches(100)).toBe(3.9);
  });
});

describe('the artist unit', () => {
  it('converts both ways by preference, metric by default', () => {
    expect(mmToUnit(125, 'metric')).toBe(12.5);
    expect(unitToMm(12.5, 'metric')).toBe(125);
    expect(mmToUnit(102, 'imperial')).toBe(4);
    expect(unitToMm(4, 'imperial')).toBe(102);
    expect(artistUnit({ unit: 'imperial' })).toBe('imperial');
    expect(artistUnit({})).toBe('metric');
    expect(artistUnit({ unit: 'parsecs' })).toBe('metric');
  });

  it('formats with the locale decimal separator and the unit symbol', () => {
    expect(formatLength(125, 'metric', 'fr')).toBe('12,5\u00a0cm');
    expect(formatLength(125, 'metric', 'en')).toBe('12.5\u00a0cm');
    expect(formatLength(83, 'imperial', 'en')).toBe('3.25\u00a0in');
    expect(formatDimensions({ lengthMm: 120, widthMm: 85 }, 'metric', 'es')).toBe(
      '12\u00a0×\u00a08,5\u00a0cm',
    );
  });
});
