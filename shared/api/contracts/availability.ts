import * as z from 'zod';
import { availabilityFields } from '#shared/validation/availability-fields.ts';
import { idParam } from './params.ts';

/**
 * Availabilities (`/me/availabilities`): recurring rules and one-time dates, exactly as the slot engine
 * takes them (shared/domain/slots/types.ts). Weekdays 0 = Sunday ... 6 = Saturday; months 1 ... 12
 * (empty = every month); slots `{ start: 'HH:mm' on the 15-minute grid, durationMinutes: 15..720, a
 * multiple of 15 }`, read in the artist's time zone. A one-time date adds its slots to that date's
 * recurring ones; with `closed: true` it removes the recurring ones (closed without slots = a day off,
 * closed with slots = the day replaced).
 */
const availabilityId = idParam;
export const availabilityParams = z.object({ availabilityId });

/** Create (`POST`) and replace (`PUT /{availabilityId}`, same kind or not) bodies. */
export const availabilityInput = availabilityFields;
export type AvailabilityInput = z.input<typeof availabilityInput>;

const slotTemplate = z.object({ start: z.string(), durationMinutes: z.number() });
const stamps = { availabilityId: z.string(), createdAt: z.string(), updatedAt: z.string() };

const recurringAvailability = z.object({
  ...stamps,
  kind: z.literal('recurring'),
  weekdays: z.array(z.number()),
  months: z.array(z.number()),
  slots: z.array(slotTemplate),
  validFrom: z.string().optional(),
  validUntil: z.string().optional(),
});

const oneTimeAvailability = z.object({
  ...stamps,
  kind: z.literal('oneTime'),
  date: z.string(),
  closed: z.boolean(),
  slots: z.array(slotTemplate),
});

/** An availability as its artist sees it. */
export const availability = z.discriminatedUnion('kind', [recurringAvailability, oneTimeAvailability]);
export type Availability = z.infer<typeof availability>;

/** `GET /me/availabilities`: recurring first (by creation), then one-time by date (past dates too). */
export const availabilityList = z.object({ availabilities: z.array(availability) });
export type AvailabilityList = z.infer<typeof availabilityList>;

export const deletedAvailability = z.object({ availabilityId: z.string() });
