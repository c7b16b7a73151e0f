import useSWR from 'swr';
import type { ReservationSettings } from '../../../../../shared/api/contracts/reservations.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `GET /me/reservation-settings` of `shared/api/routes.ts` (`getMyReservationSettings`). */
export const getMyReservationSettingsEndpoint = { method: 'GET', path: '/me/reservation-settings' } as const;
export const MY_RESERVATION_SETTINGS_KEY = getMyReservationSettingsEndpoint.path;

export function getMyReservationSettings(): Promise<ReservationSettings> {
  return artistApi.get<ReservationSettings>(MY_RESERVATION_SETTINGS_KEY);
}

export function useMyReservationSettings() {
  return useSWR<ReservationSettings, ApiError>(MY_RESERVATION_SETTINGS_KEY, getMyReservationSettings, {
    revalidateOnFocus: false,
  });
}
