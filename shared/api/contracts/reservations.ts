import * as z from 'zod';
import { REQUEST_DELAY_MAX_MINUTES } from '../../domain/booking/reservation-rules.ts';

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
});
export type ReservationSettings = z.infer<typeof reservationSettings>;

/** `PUT` body: the whole settings. */
export const reservationSettingsInput = reservationSettings;
export type ReservationSettingsInput = z.input<typeof reservationSettingsInput>;
