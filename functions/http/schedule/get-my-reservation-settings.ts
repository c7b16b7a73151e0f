import { myAccount } from '#functions/http/profile/my-account.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { reservationRoutes } from '#shared/api/routes/reservations.ts';
import { reservationSettingsOf } from './reservation-settings.ts';

/** The caller's reservation settings: the three toggles and the request delay. */
export const handler = httpHandler(reservationRoutes.getMyReservationSettings, async ({ caller }) =>
  reservationSettingsOf(await myAccount(caller)),
);
