import * as z from 'zod';
import { parseSlotId } from '#shared/domain/slots/slot-id.ts';

/** A slot id as `GET /artists/{pseudo}/slots` names it: `${date}T${start}/${minutes}`. */
export const slotIdField = z
  .string({ error: 'validation.booking.slotRequired' })
  .min(1, { error: 'validation.booking.slotRequired' })
  .refine((value) => parseSlotId(value) !== undefined, { error: 'validation.booking.slotInvalid' });
