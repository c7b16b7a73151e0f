/** The age of majority every default jurisdiction uses for tattooing (France, Spain, the UK, the US). */
const ADULT_AGE = 18;

/** Whole years from `dateOfBirth` to `onDay` (both `YYYY-MM-DD`): a birthday counts on its day. */
export function ageOn(dateOfBirth: string, onDay: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = onDay.split('-').map(Number) as [number, number, number];
  const beforeBirthday = m < bm || (m === bm && d < bd);
  return y - by - (beforeBirthday ? 1 : 0);
}

/** Whether `value` is a real calendar day `YYYY-MM-DD` (no 31 February). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export type AgeVerdict =
  /** 18 or over: signs alone. */
  | 'adult'
  /** A minor and the artist allows a guardian where the law permits: a guardian's name and signature. */
  | 'guardian'
  /** A minor with no guardian allowed: refused. */
  | 'refused'
  /** A date of birth in the future or more than 120 years ago: refused as a typing mistake. */
  | 'invalid';

/**
 * What the date of birth means for signing (ADR 0088): the age on the signing day, computed the same in
 * the browser (to show the guardian's fields) and on the server (which decides).
 */
export function ageVerdict(dateOfBirth: string, signingDay: string, guardianAllowed: boolean): AgeVerdict {
  if (!isCalendarDay(dateOfBirth) || dateOfBirth > signingDay) return 'invalid';
  const age = ageOn(dateOfBirth, signingDay);
  if (age > 120) return 'invalid';
  if (age >= ADULT_AGE) return 'adult';
  return guardianAllowed ? 'guardian' : 'refused';
}
