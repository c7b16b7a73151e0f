import { reservationSettings, reservationSettingsInput } from '../contracts/reservations.ts';
import { defineRoute } from '../route-types.ts';

/** The artist's reservation settings (`/app/settings/bookings`). */
export const reservationRoutes = {
  getMyReservationSettings: defineRoute({
    method: 'GET',
    path: '/me/reservation-settings',
    auth: 'artist',
    group: 'schedule',
    handler: 'functions/http/schedule/get-my-reservation-settings.ts',
    contract: { response: reservationSettings },
  }),
  updateMyReservationSettings: defineRoute({
    method: 'PUT',
    path: '/me/reservation-settings',
    auth: 'artist',
    group: 'schedule',
    handler: 'functions/http/schedule/update-my-reservation-settings.ts',
    contract: { body: reservationSettingsInput, response: reservationSettings },
  }),
} as const;
