import * as z from 'zod';
import { DEPOSIT_RULES, PROJECT_SESSIONS } from '#shared/domain/projects/project-sessions.ts';
import { slotIdField } from '#shared/validation/slot-id-field.ts';
import { cents } from './cents.ts';

/**
 * A project of several sessions (ADR 0093), as the artist plans it when accepting a request
 * (`sessions` of `POST /me/requests/{requestId}/accept`) or on a booking
 * (`PUT /me/bookings/{bookingId}/project`): 2 to 10 sessions, the deposit credited to the last
 * session or split across them.
 */
export const projectPlanInput = z.object({
  planned: z
    .number({ error: 'validation.lifecycle.sessionsPlanned' })
    .int({ error: 'validation.lifecycle.sessionsPlanned' })
    .min(PROJECT_SESSIONS.min, { error: 'validation.lifecycle.sessionsPlanned' })
    .max(PROJECT_SESSIONS.max, { error: 'validation.lifecycle.sessionsPlanned' }),
  depositRule: z.enum(DEPOSIT_RULES, { error: 'validation.invalidValue' }).default('last'),
});
export type ProjectPlanInput = z.input<typeof projectPlanInput>;

/**
 * `POST /me/bookings/{bookingId}/sessions` (any session of the project): books session `number` on
 * one of the artist's slots (as `GET /me/slots` lists them) at its price. 409 `session_booked` when
 * that session is booked already (a retry on the same slot answers it), `session_out_of_order` when
 * the one before is not booked, `deposit_not_held` while the project's deposit is awaited.
 */
export const bookSessionInput = z.object({
  number: z
    .number({ error: 'validation.lifecycle.sessionNumber' })
    .int({ error: 'validation.lifecycle.sessionNumber' })
    .min(2, { error: 'validation.lifecycle.sessionNumber' })
    .max(PROJECT_SESSIONS.max, { error: 'validation.lifecycle.sessionNumber' }),
  slotId: slotIdField,
  priceCents: cents('validation.lifecycle.priceRequired'),
});
export type BookSessionInput = z.input<typeof bookSessionInput>;

/** A booking's place in its project: its number of those planned, its share of the deposit, its balance. */
export const sessionView = z.object({
  projectId: z.string(),
  number: z.number().int(),
  planned: z.number().int(),
  depositRule: z.enum(DEPOSIT_RULES),
  depositCreditCents: z.number().int(),
  /** The project's deposit, held on its first session (0: none). */
  projectDepositCents: z.number().int(),
  /** What is left to pay at this session (its price less its share of the held deposit). */
  balanceCents: z.number().int(),
});
export type SessionView = z.infer<typeof sessionView>;

/** Where a project stands: sessions done, booked, the next to book, the next ahead. */
export const progressView = z.object({
  planned: z.number().int(),
  done: z.number().int(),
  booked: z.number().int(),
  nextToBook: z.number().int().optional(),
  upcoming: z.object({ number: z.number().int(), slotStart: z.string() }).optional(),
});
