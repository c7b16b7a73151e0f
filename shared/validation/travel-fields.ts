import * as z from 'zod';
import { isLocalDate } from '#shared/domain/local-date.ts';
import { periodProblem } from '#shared/domain/travels.ts';
import { addressField, cityField, shopNameField } from './profile-fields.ts';

/** A local calendar day, `YYYY-MM-DD` (no time, no zone). */
const localDateField = z
  .string({ error: 'validation.travel.dateRequired' })
  .trim()
  .min(1, { error: 'validation.travel.dateRequired' })
  .refine(isLocalDate, { error: 'validation.travel.dateInvalid' });

/**
 * A travel (guest spot): a period of local days in the artist's time zone, inclusive, at most one
 * year long, and where: the shop, its street address (private) and its city (public).
 */
export const travelFields = z
  .object({
    startDate: localDateField,
    endDate: localDateField,
    shopName: shopNameField,
    address: addressField,
    city: cityField,
  })
  .superRefine((travel, context) => {
    // Field issues do not stop zod here: judge the period only once both days are real dates.
    if (!isLocalDate(travel.startDate) || !isLocalDate(travel.endDate)) return;
    const problem = periodProblem(travel);
    if (problem === 'endBeforeStart')
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.travel.endBeforeStart' });
    if (problem === 'tooLong')
      context.addIssue({ code: 'custom', path: ['endDate'], message: 'validation.travel.travelTooLong' });
  });
