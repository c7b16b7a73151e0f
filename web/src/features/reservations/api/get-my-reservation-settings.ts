import useSWR from 'swr';
import type { ReservationSettings } from '#shared/api/contracts/reservations.ts';
import * as reservationsEndpoints from '#shared/api/endpoints/reservations.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/reservation-settings` of `shared/api/routes.ts` (`getMyReservationSettings`). */
const MY_RESERVATION_SETTINGS_KEY = reservationsEndpoints.getMyReservationSettings.path;

function getMyReservationSettings(): Promise<ReservationSettings> {
  return artistApi.get<ReservationSettings>(MY_RESERVATION_SETTINGS_KEY);
}

export function useMyReservationSettings() {
  return useSWR<ReservationSettings, ApiError>(MY_RESERVATION_SETTINGS_KEY, getMyReservationSettings, {
    revalidateOnFocus: false,
  });
}
