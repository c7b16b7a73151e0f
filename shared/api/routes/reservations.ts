import { reservationSettings, reservationSettingsInput } from '#shared/api/contracts/reservations.ts';
import * as endpoints from '#shared/api/endpoints/reservations.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/** The artist's reservation settings (`/app/settings/bookings`). */
export const reservationRoutes = defineRoutes(endpoints, {
  getMyReservationSettings: {
    handler: 'functions/http/schedule/get-my-reservation-settings.ts',
    contract: { response: reservationSettings },
  },
  updateMyReservationSettings: {
    handler: 'functions/http/schedule/update-my-reservation-settings.ts',
    contract: { body: reservationSettingsInput, response: reservationSettings },
  },
});
