import * as z from 'zod';
import { LOCALES } from '#shared/i18n/locales.ts';
import { emailField } from '#shared/validation/fields.ts';

// "Email me when it opens" (ADR 0100): apart from the openings' contracts, so that the portal's
// group and the public ask carry no opening scheduling rules.
/** `POST /artists/{pseudo}/opening/watchers` (ADR 0100): an address to tell when the opening starts. */
export const openingWatchInput = z.object({ email: emailField, locale: z.enum(LOCALES) });
export type OpeningWatchInput = z.input<typeof openingWatchInput>;

/**
 * What the visitor is told: `asked` (the confirmation email is on its way, or was sent at the first
 * ask: the same answer, nothing sent again), `open` (it runs: the form takes requests), `none` (no
 * opening announced any more), `full` (the opening takes no more addresses).
 */
export const openingWatchAnswer = z.object({ status: z.enum(['asked', 'open', 'none', 'full']) });
export type OpeningWatchAnswer = z.infer<typeof openingWatchAnswer>;

export const openingAlertParams = z.object({
  artistId: z.string().min(1).max(64),
  openingId: z.string().min(1).max(64),
});

/**
 * `GET /portal/opening-alerts/{artistId}/{openingId}` and its confirm and stop (ADR 0100): the
 * signed-in address's alert for that opening (`asked`, `confirmed`, `told`; `none` when it has none,
 * or stopped it), with the artist and the opening's times for the page.
 */
export const openingAlert = z.object({
  state: z.enum(['asked', 'confirmed', 'told', 'none']),
  pseudo: z.string(),
  displayName: z.string(),
  startsAt: z.string().optional(),
  closesAt: z.string().optional(),
});
export type OpeningAlert = z.infer<typeof openingAlert>;
