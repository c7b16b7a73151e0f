import * as z from 'zod';

/**
 * The approved design of a booking, as its reminders show it (ADR 0090): a file of its own so the
 * lifecycle's events do not bring design approval's into every function that writes one.
 */
export const approvedDesignRef = z.object({
  version: z.number().int().min(1),
  imageCount: z.number().int().min(1),
  note: z.string().optional(),
});
