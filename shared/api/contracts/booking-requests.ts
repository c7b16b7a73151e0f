import * as z from 'zod';
import { isLocalDate } from '#shared/domain/local-date.ts';
import { bookingRequestFields } from '#shared/validation/booking-fields.ts';
import { pseudoField, verificationCodeField } from '#shared/validation/fields.ts';
import { imageId, uploadedFileFields } from './images.ts';
import { idParam } from './params.ts';

export { slotIdOf } from '#shared/domain/slots/slot-id.ts';

import { MAX_SLOT_MINUTES } from '#shared/domain/slots/slot-id.ts';

/** The longest window `GET /artists/{pseudo}/slots` answers at once. */
const SLOTS_DAYS_MAX = 62;
const SLOTS_DAYS_DEFAULT = 31;

/**
 * `GET /artists/{pseudo}/slots?from=YYYY-MM-DD&days=N`: the bookable slots of the local days
 * [from, from + days) in the artist's time zone. `from` defaults to the artist's today, `days` to 31
 * (1 to 62). Query strings are text: `days` is read as a number.
 */
export const slotsQuery = z.object({
  from: z
    .string({ error: 'validation.invalidValue' })
    .refine(isLocalDate, { error: 'validation.booking.fromInvalid' })
    .optional(),
  days: z.coerce
    .number({ error: 'validation.booking.daysInvalid' })
    .int({ error: 'validation.booking.daysInvalid' })
    .min(1, { error: 'validation.booking.daysInvalid' })
    .max(SLOTS_DAYS_MAX, { error: 'validation.booking.daysInvalid' })
    .default(SLOTS_DAYS_DEFAULT),
  /**
   * Ignored by the function: a read past CloudFront after `slot_taken` (any value makes another cache
   * key; `Cache-Control: no-cache` does not reach past CloudFront).
   */
  fresh: z
    .string({ error: 'validation.invalidValue' })
    .max(20, { error: 'validation.invalidValue' })
    .optional(),
});

/**
 * `GET /me/slots`: the artist's own free slots, to move a request or a booking. With
 * `durationMinutes` (the appointment's length, kept by default), every quarter-hour start inside the
 * working hours where it fits, rather than the predefined slots with their own lengths.
 */
export const mySlotsQuery = slotsQuery.extend({
  durationMinutes: z.coerce
    .number({ error: 'validation.invalidValue' })
    .int({ error: 'validation.invalidValue' })
    .min(15, { error: 'validation.invalidValue' })
    .max(MAX_SLOT_MINUTES, { error: 'validation.invalidValue' })
    .refine((minutes) => minutes % 15 === 0, { error: 'validation.invalidValue' })
    .optional(),
});

/**
 * The bookable slots, compact (31 days of 8 slots a day stay under 6 KB): grouped by local day, each
 * slot a pair `[start, minutes]`: its wall-clock start 'HH:mm' and its length in minutes, e.g.
 * `{ date: '2026-05-02', slots: [['10:00', 120], ['14:30', 90]] }`. A slot's id (what a request
 * claims) is `slotIdOf(day.date, start, minutes)` = `${date}T${start}/${minutes}`, e.g.
 * '2026-05-02T10:00/120'. Days without a slot are left out; slots of a day come by start. During a
 * travel, `day.location` is the index of the travel's shop and city in `locations`. Times are wall
 * times in `timezone` (the artist's), which the form names; a slot lasts `minutes` of real time.
 * Freshness: the API keeps an answer 2 s and browsers may keep it 10 s (`Cache-Control`); after a
 * `slot_taken`, fetch again with the request header `Cache-Control: no-cache` to read afresh.
 * No slot at all while the artist takes no request (see `reservations.requests` on the public page).
 */
export const slotList = z.object({
  timezone: z.string(),
  /** The first and last local days asked (inclusive). */
  from: z.string(),
  to: z.string(),
  locations: z.array(z.object({ travelId: z.string(), shopName: z.string(), city: z.string() })),
  days: z.array(
    z.object({
      date: z.string(),
      location: z.number().int().optional(),
      slots: z.array(z.tuple([z.string(), z.number().int()])),
    }),
  ),
});
export type SlotList = z.infer<typeof slotList>;

/**
 * `POST /artists/{pseudo}/requests` (public, no account): a booking request. The body is validated by
 * the shared form fields (shared/validation/booking-fields.ts):
 * `{ idempotencyKey: uuid, projectType: 'flash' | 'custom' | 'touchup', flashId? (a flash only),
 *    description: { placement, size, text }, referenceImageIds: uuid[] (0..5, from
 *    POST /artists/{pseudo}/reference-images), slotId, client: { firstName, lastName, age (16..120),
 *    email, instagram?, alreadyTattooed }, locale: 'fr' | 'en' | 'es' }`.
 * Refusals (nothing written): 409 `slot_taken` (someone else holds it: pick another and refresh the
 * slots), 409 `slot_unavailable` (not offered, or no longer), 409 `slot_too_soon` (inside the request
 * delay), 409 `requests_closed`, 409 `project_type_closed`, 409 `request_limit_reached` (Free plan),
 * 400 `validation_failed` (fields; also an unknown flash or reference image), 404 unknown pseudo.
 */
export const bookingRequestInput = bookingRequestFields;
export type BookingRequestInput = z.input<typeof bookingRequestInput>;

/**
 * 201, the same for a first submit and any retry with the same idempotency key: the request id
 * (derived from the artist and the key) and the slot held for it, as UTC instants.
 */
export const bookingRequestCreated = z.object({
  requestId: z.string(),
  /**
   * `unconfirmed`: the client must confirm their email (the code or the link emailed to them) before
   * the request reaches the artist; the slot is held until `confirmation.holdExpiresAt` (ADR 0067).
   * `pending`: it has reached the artist (confirmed, or sent by a client signed in to the portal).
   * `in-draw`: confirmed during a draw opening, it is in the draw's pool; the results come at
   * `draw.resultsAt` (ADR 0096).
   */
  status: z.enum(['unconfirmed', 'pending', 'in-draw']),
  slot: z.object({ slotId: z.string(), start: z.string(), end: z.string() }),
  confirmation: z
    .object({
      /** When the cart hold ends and the code and link stop working (ISO 8601). */
      holdExpiresAt: z.string(),
      /** The form offers "send again" after this many seconds. */
      resendAfterSeconds: z.number().int(),
    })
    .optional(),
  /** `in-draw` only: when the draw picks its requests and everyone is told (ISO 8601). */
  draw: z.object({ resultsAt: z.string() }).optional(),
});
export type BookingRequestCreated = z.infer<typeof bookingRequestCreated>;

/** The request of `POST /artists/{pseudo}/requests/{requestId}/confirmation[-email]`. */
export const requestConfirmationParams = z.object({ pseudo: pseudoField, requestId: idParam });

/** The emailed link's secret: 256 bits in base64url (43 characters). */
const requestConfirmationToken = z
  .string({ error: 'validation.invalidValue' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'validation.invalidValue' });

/**
 * `POST /artists/{pseudo}/requests/{requestId}/confirmation`: the emailed 6-digit code typed in the
 * form, or the link's secret (posted by the link's page on a button press); exactly one of them.
 */
export const requestConfirmationInput = z
  .object({ code: verificationCodeField.optional(), token: requestConfirmationToken.optional() })
  .refine((input) => (input.code === undefined) !== (input.token === undefined), {
    error: 'validation.codeRequired',
    path: ['code'],
  });
export type RequestConfirmationInput = z.input<typeof requestConfirmationInput>;

/** `POST .../confirmation-email` (send the code again): when the next one may be asked. */
export const requestConfirmationResent = z.object({ resendAfterSeconds: z.number().int() });
export type RequestConfirmationResent = z.infer<typeof requestConfirmationResent>;

export const artistPseudoParams = z.object({ pseudo: pseudoField });
export const referenceImageParams = z.object({ pseudo: pseudoField, imageId });

/**
 * `POST /artists/{pseudo}/reference-images` (public): announce a reference image for the request
 * being written (the draft's `idempotencyKey`), answered like `POST /me/images` (a presigned POST,
 * `imageUpload`). At most 10 uploads per draft (429 `reference_upload_limit`); a reference image expires
 * after a day unless a request attaches it.
 */
export const referenceImageUploadRequest = z.object({
  idempotencyKey: z
    .string({ error: 'validation.invalidValue' })
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
      error: 'validation.invalidValue',
    }),
  ...uploadedFileFields,
});
export type ReferenceImageUploadRequest = z.infer<typeof referenceImageUploadRequest>;

/** `POST /artists/{pseudo}/views`: a visitor's browser opened the page or the form (the analytics beacon). */
export const pageViewInput = z.object({
  page: z.enum(['profile', 'form'], { error: 'validation.invalidValue' }),
  locale: z.string().max(8).optional(),
});
export const pageViewRecorded = z.object({ recorded: z.literal(true) });
