/**
 * Lengths. Dimensions are stored in one canonical unit, whole millimetres; the artist's unit
 * preference only decides how they are typed and shown: centimetres (1 decimal) for `metric`,
 * inches for `imperial`.
 *
 * Rounding (see docs/decisions, portfolio ADR):
 * - cm → mm: `round(cm × 10)`; mm → cm: `mm / 10` (whole millimetres always fit in 1 decimal).
 * - in → mm: `round(in × 25.4)`; mm → in: the nearest quarter inch when that quarter converts back to
 *   exactly these millimetres, else the nearest tenth of an inch. Quarters (1/4, 1/2, 3/4) are how
 *   tattoo sizes are usually given in inches, tenths cover the rest; both survive a round trip
 *   (in → mm → in gives the same number back), and mm → in → mm moves by less than 2 mm.
 */
export const MEASUREMENT_UNITS = ['metric', 'imperial'] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

const MM_PER_INCH = 25.4;

/** What a unit is called on screen, once typed or shown (the symbol, the same in fr, en and es). */
export function lengthSymbol(unit: MeasurementUnit): 'cm' | 'in' {
  return unit === 'imperial' ? 'in' : 'cm';
}

/** Rounds half up to `decimals` places, ignoring binary noise (`12.35 × 10` is 123.5, not 123.49…). */
function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(Number((value * factor).toPrecision(12))) / factor;
}

export function mmToCm(mm: number): number {
  return roundTo(mm / 10, 1);
}

export function cmToMm(cm: number): number {
  return roundTo(cm * 10, 0);
}

export function inchesToMm(inches: number): number {
  return roundTo(inches * MM_PER_INCH, 0);
}

/**
 * Millimetres in inches: the nearest quarter inch if it converts back to exactly `mm`, else the
 * nearest tenth (`precision` forces one or the other).
 */
export function mmToInches(mm: number, precision: 'auto' | 'quarter' | 'tenth' = 'auto'): number {
  const exact = mm / MM_PER_INCH;
  const quarter = Math.round(exact * 4) / 4;
  if (precision === 'quarter') return quarter;
  const tenth = roundTo(exact, 1);
  if (precision === 'tenth') return tenth;
  return inchesToMm(quarter) === mm ? quarter : tenth;
}

/** Millimetres in the unit the artist types and reads: cm or inches. */
export function mmToUnit(mm: number, unit: MeasurementUnit): number {
  return unit === 'imperial' ? mmToInches(mm) : mmToCm(mm);
}

/** A length typed in the artist's unit, in whole millimetres. */
export function unitToMm(value: number, unit: MeasurementUnit): number {
  return unit === 'imperial' ? inchesToMm(value) : cmToMm(value);
}

/** `12.5 cm` or `4.75 in`, with the locale's decimal separator (`12,5 cm` in French). */
export function formatLength(mm: number, unit: MeasurementUnit, locale: string): string {
  const value = mmToUnit(mm, unit);
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
  return `${number}\u00a0${lengthSymbol(unit)}`;
}

/** `12 × 8 cm`: length × width in the artist's unit. */
export function formatDimensions(
  dimensions: { lengthMm: number; widthMm: number },
  unit: MeasurementUnit,
  locale: string,
): string {
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const length = format.format(mmToUnit(dimensions.lengthMm, unit));
  const width = format.format(mmToUnit(dimensions.widthMm, unit));
  return `${length}\u00a0×\u00a0${width}\u00a0${lengthSymbol(unit)}`;
}

function isMeasurementUnit(value: unknown): value is MeasurementUnit {
  return typeof value === 'string' && (MEASUREMENT_UNITS as readonly string[]).includes(value);
}

/** The artist's unit preference (metric until chosen). */
export function artistUnit(artist: object): MeasurementUnit {
  const unit = (artist as { unit?: unknown }).unit;
  return isMeasurementUnit(unit) ? unit : 'metric';
}
