import type { Availability, AvailabilityInput } from '#shared/api/contracts/availability.ts';
import {
  SLOT_MAX_MINUTES,
  SLOT_MIN_MINUTES,
  SLOT_STEP_MINUTES,
} from '#shared/domain/availability/availability-rules.ts';
import { availabilityFields } from '#shared/validation/availability-fields.ts';

/**
 * The availability form's values: both kinds side by side (switching kind keeps what was typed),
 * turned into the API's body (`shared/validation/availability-fields.ts`) and checked by the same zod
 * schema. Months: none chosen with "every month" = every month (the API's empty list).
 */
export interface AvailabilityValues {
  kind: 'recurring' | 'oneTime';
  weekdays: number[];
  everyMonth: boolean;
  months: number[];
  validFrom: string;
  validUntil: string;
  date: string;
  closed: boolean;
  slots: { start: string; durationMinutes: number }[];
}

export const DEFAULT_SLOT = { start: '10:00', durationMinutes: 120 } as const;

/** Weekdays in the order a week is read (Monday first); 0 = Sunday as the API counts them. */
export const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** Starts on the 15-minute grid ('00:00' ... '23:45') and lengths (15 min ... 12 h). */
export const START_TIMES = Array.from({ length: (24 * 60) / SLOT_STEP_MINUTES }, (_, index) => {
  const minutes = index * SLOT_STEP_MINUTES;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
export const DURATIONS = Array.from(
  { length: (SLOT_MAX_MINUTES - SLOT_MIN_MINUTES) / SLOT_STEP_MINUTES + 1 },
  (_, index) => SLOT_MIN_MINUTES + index * SLOT_STEP_MINUTES,
);

export function valuesOf(
  availability?: Availability,
  kind: AvailabilityValues['kind'] = 'recurring',
): AvailabilityValues {
  const base: AvailabilityValues = {
    kind,
    weekdays: [],
    everyMonth: true,
    months: [],
    validFrom: '',
    validUntil: '',
    date: '',
    closed: false,
    slots: [{ ...DEFAULT_SLOT }],
  };
  if (!availability) return base;
  const slots = availability.slots.map(({ start, durationMinutes }) => ({ start, durationMinutes }));
  if (availability.kind === 'recurring') {
    return {
      ...base,
      kind: 'recurring',
      weekdays: availability.weekdays,
      everyMonth: availability.months.length === 0,
      months: availability.months,
      validFrom: availability.validFrom ?? '',
      validUntil: availability.validUntil ?? '',
      slots,
    };
  }
  return { ...base, kind: 'oneTime', date: availability.date, closed: availability.closed, slots };
}

export function inputOf(values: AvailabilityValues): AvailabilityInput {
  if (values.kind === 'recurring') {
    return {
      kind: 'recurring',
      weekdays: [...values.weekdays].sort((a, b) => a - b),
      months: values.everyMonth ? [] : [...values.months].sort((a, b) => a - b),
      slots: values.slots,
      ...(values.validFrom && { validFrom: values.validFrom }),
      ...(values.validUntil && { validUntil: values.validUntil }),
    };
  }
  return { kind: 'oneTime', date: values.date, closed: values.closed, slots: values.slots };
}

/** Field path (`weekdays`, `slots.0.start`, `date`, ...) to the i18n key of its first problem. */
export type AvailabilityErrors = Record<string, string>;

export function availabilityErrors(values: AvailabilityValues): AvailabilityErrors {
  const errors: AvailabilityErrors = {};
  const parsed = availabilityFields.safeParse(inputOf(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= issue.message;
    }
  }
  if (values.kind === 'recurring' && !values.everyMonth && values.months.length === 0) {
    errors.months ??= 'web.availability.form.monthsRequired';
  }
  return errors;
}
