import * as z from 'zod';
import {
  isClock,
  isOnSlotGrid,
  isSlotDuration,
  SLOTS_PER_AVAILABILITY_MAX,
} from '#shared/domain/availability/availability-rules.ts';
import { isLocalDate } from '#shared/domain/local-date.ts';

/**
 * Availability fields, shared by the SPA forms and the API contracts. Messages are i18n keys
 * (`validation.availability.*`). Weekdays are 0 = Sunday ... 6 = Saturday, months 1 = January ...
 * 12 = December, as the slot engine takes them (shared/domain/slots/types.ts).
 */
const availabilityDateField = z
  .string({ error: 'validation.availability.dateRequired' })
  .trim()
  .min(1, { error: 'validation.availability.dateRequired' })
  .refine(isLocalDate, { error: 'validation.availability.dateInvalid' });

/** A slot: a wall-clock start on the 15-minute grid and a length of 15 min to 12 h in 15-min steps. */
const slotTemplateField = z.object({
  start: z
    .string({ error: 'validation.availability.startRequired' })
    .trim()
    .min(1, { error: 'validation.availability.startRequired' })
    .refine(isClock, { error: 'validation.availability.startInvalid' })
    .refine(isOnSlotGrid, { error: 'validation.availability.startStep' }),
  durationMinutes: z
    .number({ error: 'validation.availability.durationInvalid' })
    .refine(isSlotDuration, { error: 'validation.availability.durationInvalid' }),
});

const slotsField = z
  .array(slotTemplateField, { error: 'validation.availability.slotsRequired' })
  .max(SLOTS_PER_AVAILABILITY_MAX, { error: 'validation.availability.slotsTooMany' });

/** Each value once, sorted; anything outside [min, max] is refused. */
const numberSet = (min: number, max: number, key: string) =>
  z
    .array(z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key }), {
      error: key,
    })
    .max(max - min + 1, { error: key })
    .transform((values) => [...new Set(values)].sort((a, b) => a - b));

/** Recurring availability: these slots on these weekdays, in these months (none = every month). */
const recurringAvailabilityFields = z
  .object({
    kind: z.literal('recurring'),
    weekdays: numberSet(0, 6, 'validation.availability.weekdaysInvalid').refine(
      (weekdays) => weekdays.length > 0,
      { error: 'validation.availability.weekdaysRequired' },
    ),
    months: numberSet(1, 12, 'validation.availability.monthsInvalid'),
    slots: slotsField.min(1, { error: 'validation.availability.slotsRequired' }),
    validFrom: availabilityDateField.optional(),
    validUntil: availabilityDateField.optional(),
  })
  .superRefine((rule, context) => {
    if (rule.validFrom && rule.validUntil && rule.validUntil < rule.validFrom) {
      context.addIssue({
        code: 'custom',
        path: ['validUntil'],
        message: 'validation.availability.untilBeforeFrom',
      });
    }
  });

/**
 * One-time availability on a local date: its slots are added to that date's recurring ones; with
 * `closed: true` the date's recurring slots are removed, so closed with no slots is a day off and
 * closed with slots replaces the day. Not closed needs a slot. A date already past in the artist's time zone is refused by the API
 * (`validation.availability.dateInPast`), which alone knows the zone.
 */
const oneTimeAvailabilityFields = z
  .object({
    kind: z.literal('oneTime'),
    date: availabilityDateField,
    closed: z.boolean({ error: 'validation.invalidValue' }).default(false),
    slots: slotsField.default([]),
  })
  .superRefine((entry, context) => {
    if (!entry.closed && entry.slots.length === 0) {
      context.addIssue({ code: 'custom', path: ['slots'], message: 'validation.availability.slotsRequired' });
    }
  });

/** Create and replace bodies: a whole availability of either kind. */
export const availabilityFields = z.discriminatedUnion(
  'kind',
  [recurringAvailabilityFields, oneTimeAvailabilityFields],
  { error: 'validation.availability.kindInvalid' },
);
