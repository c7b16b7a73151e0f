import * as z from 'zod';
import { DEPOSIT_POLICY_LIMITS } from '#shared/domain/billing/deposit-policy.ts';
import { REQUEST_DELAY_MAX_MINUTES } from '#shared/domain/booking/reservation-rules.ts';

const whole = (limits: { min: number; max: number }, tooMany: string) =>
  z
    .number({ error: 'validation.reservations.policyInvalid' })
    .int({ error: 'validation.reservations.policyInvalid' })
    .min(limits.min, { error: 'validation.reservations.policyInvalid' })
    .max(limits.max, { error: tooMany });

/** The deposit policy (issue 14; shared/domain/billing/deposit-policy.ts), whole numbers within bounds. */
export const depositPolicy = z.object({
  payWithinHours: whole(DEPOSIT_POLICY_LIMITS.payWithinHours, 'validation.reservations.payWithinTooLong'),
  refundUntilDays: whole(DEPOSIT_POLICY_LIMITS.refundUntilDays, 'validation.reservations.refundUntilTooLong'),
  maxClientMoves: whole(DEPOSIT_POLICY_LIMITS.maxClientMoves, 'validation.reservations.movesTooMany'),
  /** A free touch-up within so many months of the session (issue 31); absent or 0: none. */
  touchUpMonths: whole(
    DEPOSIT_POLICY_LIMITS.touchUpMonths,
    'validation.reservations.touchUpTooLong',
  ).optional(),
  /** Arriving more than so many minutes late forfeits the deposit (issue 31, ADR 0097); absent or 0: no such rule. */
  lateArrivalMinutes: whole(
    DEPOSIT_POLICY_LIMITS.lateArrivalMinutes,
    'validation.reservations.lateArrivalTooLong',
  ).optional(),
  /** A deposit kept after a client's cancellation expires after so many months (issue 31, ADR 0097); absent or 0: never. */
  depositValidMonths: whole(
    DEPOSIT_POLICY_LIMITS.depositValidMonths,
    'validation.reservations.depositValidTooLong',
  ).optional(),
  /** A photo of the healed tattoo asked for so many days after the session (ADR 0101); absent or 0: not asked. */
  healedPhotoDays: z
    .number({ error: 'validation.reservations.healedPhotoDays' })
    .int({ error: 'validation.reservations.healedPhotoDays' })
    .refine(
      (days) =>
        days === 0 ||
        (days >= DEPOSIT_POLICY_LIMITS.healedPhotoDays.min &&
          days <= DEPOSIT_POLICY_LIMITS.healedPhotoDays.max),
      { error: 'validation.reservations.healedPhotoDays' },
    )
    .optional(),
});

/**
 * Reservation settings (`GET/PUT /me/reservation-settings`): the three toggles and the request delay,
 * the minimum time between now and a slot's start for a request to be sent, in whole minutes from 0
 * to 30 days (the SPA shows it in hours). Closing `openRequests` shows the booking-closed state on the
 * public page; closing custom projects or touch-ups closes that type on the booking form.
 */
export const reservationSettings = z.object({
  openRequests: z.boolean({ error: 'validation.invalidValue' }),
  openCustom: z.boolean({ error: 'validation.invalidValue' }),
  openTouchups: z.boolean({ error: 'validation.invalidValue' }),
  requestDelayMinutes: z
    .number({ error: 'validation.reservations.delayInvalid' })
    .int({ error: 'validation.reservations.delayInvalid' })
    .min(0, { error: 'validation.reservations.delayInvalid' })
    .max(REQUEST_DELAY_MAX_MINUTES, { error: 'validation.reservations.delayTooLong' }),
  depositPolicy,
});
export type ReservationSettings = z.infer<typeof reservationSettings>;

/** `PUT` body: the whole settings (the deposit policy may be left out: unchanged). */
export const reservationSettingsInput = reservationSettings.extend({
  depositPolicy: depositPolicy.optional(),
});
export type ReservationSettingsInput = z.input<typeof reservationSettingsInput>;
