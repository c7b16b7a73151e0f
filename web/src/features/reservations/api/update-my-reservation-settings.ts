import type {
  ReservationSettings,
  ReservationSettingsInput,
} from '../../../../../shared/api/contracts/reservations.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `PUT /me/reservation-settings` of `shared/api/routes.ts` (`updateMyReservationSettings`): all of them. */
export const updateMyReservationSettingsEndpoint = {
  method: 'PUT',
  path: '/me/reservation-settings',
} as const;

export function updateMyReservationSettings(body: ReservationSettingsInput): Promise<ReservationSettings> {
  return artistApi.put<ReservationSettings>(updateMyReservationSettingsEndpoint.path, body);
}
