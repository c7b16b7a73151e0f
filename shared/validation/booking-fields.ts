import * as z from 'zod';
import { PROJECT_TYPES } from '#shared/domain/booking/reservation-rules.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { emailField } from './fields.ts';
import { slotIdField } from './slot-id-field.ts';

/**
 * The booking form's fields, shared by the SPA's steps and the API contract of
 * `POST /artists/{pseudo}/requests`. Messages are i18n keys (`validation.booking.*`). Required on the
 * form: placement, size, the description text of a custom project or a touch-up, the slot, first and
 * last name, age, email and the already-tattooed answer; Instagram and reference images are optional.
 */
export const BOOKING_LIMITS = {
  placementMax: 100,
  sizeMax: 60,
  textMax: 2000,
  nameMax: 60,
  instagramMax: 30,
  /** A client must be at least 16 (with the artist judging 16-17 year olds by their own law). */
  ageMin: 16,
  ageMax: 120,
  referenceImagesMax: 5,
} as const;

const uuid = (key: string) =>
  z
    .string({ error: key })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, { error: key });

const requiredText = (max: number, requiredKey: string, tooLongKey: string) =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(max, { error: tooLongKey });

const projectTypeField = z.enum(PROJECT_TYPES, { error: 'validation.booking.projectTypeRequired' });

/** What to tattoo: where, how big (free text, e.g. '10 x 5 cm'), and in the client's words. */
export const descriptionFields = z.object({
  placement: requiredText(
    BOOKING_LIMITS.placementMax,
    'validation.booking.placementRequired',
    'validation.booking.placementTooLong',
  ),
  size: requiredText(
    BOOKING_LIMITS.sizeMax,
    'validation.booking.sizeRequired',
    'validation.booking.sizeTooLong',
  ),
  text: z
    .string({ error: 'validation.booking.textRequired' })
    .trim()
    .max(BOOKING_LIMITS.textMax, { error: 'validation.booking.textTooLong' })
    .default(''),
});

/** An Instagram handle, with or without its '@' (kept without it). Empty = none. */
const instagramField = z
  .string({ error: 'validation.booking.instagramInvalid' })
  .trim()
  .transform((value) => value.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .max(BOOKING_LIMITS.instagramMax, { error: 'validation.booking.instagramInvalid' })
      .regex(/^[A-Za-z0-9._]*$/, { error: 'validation.booking.instagramInvalid' }),
  )
  .optional()
  .transform((value) => value || undefined);

/** The client's details (spec: first name, last name, age, email, Instagram, already tattooed). */
export const clientFields = z.object({
  firstName: requiredText(
    BOOKING_LIMITS.nameMax,
    'validation.booking.firstNameRequired',
    'validation.booking.nameTooLong',
  ),
  lastName: requiredText(
    BOOKING_LIMITS.nameMax,
    'validation.booking.lastNameRequired',
    'validation.booking.nameTooLong',
  ),
  age: z
    .number({ error: 'validation.booking.ageRequired' })
    .int({ error: 'validation.booking.ageInvalid' })
    .min(BOOKING_LIMITS.ageMin, { error: 'validation.booking.ageTooYoung' })
    .max(BOOKING_LIMITS.ageMax, { error: 'validation.booking.ageInvalid' }),
  email: emailField,
  instagram: instagramField,
  alreadyTattooed: z.boolean({ error: 'validation.booking.alreadyTattooedRequired' }),
});

/** The whole request body; see shared/api/contracts/booking-requests.ts. */
export const bookingRequestFields = z
  .object({
    /** One per form draft (a UUID made by the browser): a retry with it creates nothing new. */
    idempotencyKey: uuid('validation.invalidValue'),
    projectType: projectTypeField,
    /** Required for a flash (one of the artist's), refused otherwise. */
    flashId: uuid('validation.booking.flashRequired').optional(),
    description: descriptionFields,
    referenceImageIds: z
      .array(uuid('validation.invalidValue'), { error: 'validation.invalidValue' })
      .max(BOOKING_LIMITS.referenceImagesMax, { error: 'validation.booking.tooManyImages' })
      .default([])
      .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalidValue' }),
    slotId: slotIdField,
    client: clientFields,
    /** The client's language: their emails are written in it. */
    locale: z.enum(LOCALES, { error: 'validation.invalidValue' }),
  })
  .superRefine((request, context) => {
    // Field issues do not stop zod here: read the fields defensively.
    if (request.projectType === 'flash' && !request.flashId) {
      context.addIssue({ code: 'custom', path: ['flashId'], message: 'validation.booking.flashRequired' });
    }
    if (request.projectType !== 'flash' && request.flashId) {
      context.addIssue({ code: 'custom', path: ['flashId'], message: 'validation.invalidValue' });
    }
    if (
      request.projectType !== 'flash' &&
      typeof request.description?.text === 'string' &&
      !request.description.text
    ) {
      context.addIssue({
        code: 'custom',
        path: ['description', 'text'],
        message: 'validation.booking.textRequired',
      });
    }
  });
