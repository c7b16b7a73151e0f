import * as z from 'zod';
import { isLocalDate } from '#shared/domain/local-date.ts';

/** An item id in a path (a UUID, lower case as the API writes them). */
export const idParam = z.string().regex(/^[0-9a-f-]{36}$/, { error: 'validation.invalidValue' });

/** A local day in a query string: 'YYYY-MM-DD'. */
export const localDateParam = z
  .string({ error: 'validation.invalidValue' })
  .refine(isLocalDate, { error: 'validation.invalidValue' });
