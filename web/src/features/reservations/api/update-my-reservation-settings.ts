import type { ReservationSettings, ReservationSettingsInput } from '#shared/api/contracts/reservations.ts';
import * as reservationsEndpoints from '#shared/api/endpoints/reservations.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `PUT /me/reservation-settings` of `shared/api/routes.ts` (`updateMyReservationSettings`): all of them. */
export function updateMyReservationSettings(body: ReservationSettingsInput): Promise<ReservationSettings> {
  return artistApi.put<ReservationSettings>(reservationsEndpoints.updateMyReservationSettings.path, body);
}
