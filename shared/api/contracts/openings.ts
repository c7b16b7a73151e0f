import * as z from 'zod';
import { DRAW_DURATION_MINUTES_MAX, OPENING_LIMITS, OPENING_RULES } from '#shared/domain/booking/opening.ts';
import { PROJECT_TYPES } from '#shared/domain/booking/reservation-rules.ts';
import { isLocalDate } from '#shared/domain/local-date.ts';

const wholeIn = (min: number, max: number, key: string) =>
  z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key });

/**
 * `PUT /me/opening` (ADR 0092): when the books open, in the artist's zone (a local date and an
 * `HH:mm` time), for how long, up to how many confirmed requests, for which project types, and the
 * rule. Scheduling replaces an opening that has not started yet.
 */
export const openingInput = z
  .object({
    date: z
      .string({ error: 'validation.opening.dateInvalid' })
      .refine(isLocalDate, { error: 'validation.opening.dateInvalid' }),
    time: z
      .string({ error: 'validation.opening.timeInvalid' })
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.opening.timeInvalid' }),
    durationMinutes: wholeIn(
      OPENING_LIMITS.durationMinutesMin,
      OPENING_LIMITS.durationMinutesMax,
      'validation.opening.durationInvalid',
    ),
    cap: wholeIn(OPENING_LIMITS.capMin, OPENING_LIMITS.capMax, 'validation.opening.capInvalid'),
    projectTypes: z
      .array(z.enum(PROJECT_TYPES, { error: 'validation.opening.projectTypesRequired' }), {
        error: 'validation.opening.projectTypesRequired',
      })
      .min(1, { error: 'validation.opening.projectTypesRequired' })
      .max(PROJECT_TYPES.length, { error: 'validation.opening.projectTypesRequired' }),
    rule: z.enum(OPENING_RULES, { error: 'validation.opening.ruleInvalid' }),
  })
  .refine((input) => input.rule !== 'draw' || input.durationMinutes <= DRAW_DURATION_MINUTES_MAX, {
    // A draw answers no one before its end (ADR 0096): at most two hours.
    path: ['durationMinutes'],
    error: 'validation.opening.drawTooLong',
  });
export type OpeningInputBody = z.input<typeof openingInput>;

/** An opening as its artist and the public page see it: UTC instants, and where it stands. */
export const openingView = z.object({
  openingId: z.string(),
  startsAt: z.string(),
  closesAt: z.string(),
  cap: z.number(),
  projectTypes: z.array(z.enum(PROJECT_TYPES)),
  rule: z.enum(OPENING_RULES),
  state: z.enum(['scheduled', 'open', 'closed']),
});

/** `GET|PUT /me/opening`: the artist's opening (none: null), the requests confirmed for it, who waits for it. */
export const myOpening = z.object({
  /** `watchers`: the confirmed addresses waiting to be told when it starts (ADR 0100), a count only. */
  opening: openingView.extend({ count: z.number(), watchers: z.number().optional() }).nullable(),
});
export type MyOpening = z.infer<typeof myOpening>;
