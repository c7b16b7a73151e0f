import { myOpening, openingInput } from '#shared/api/contracts/openings.ts';
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
  getMyOpening: {
    handler: 'functions/http/schedule/get-my-opening.ts',
    contract: { response: myOpening },
  },
  scheduleMyOpening: {
    handler: 'functions/http/schedule/schedule-my-opening.ts',
    contract: { body: openingInput, response: myOpening },
  },
  cancelMyOpening: {
    handler: 'functions/http/schedule/cancel-my-opening.ts',
    contract: { response: myOpening },
  },
});
