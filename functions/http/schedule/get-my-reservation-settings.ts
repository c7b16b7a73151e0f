import { reservationRoutes } from '../../../shared/api/routes/reservations.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { myAccount } from '../profile/my-account.ts';
import { reservationSettingsOf } from './reservation-settings.ts';

/** The caller's reservation settings: the three toggles and the request delay. */
export const handler = httpHandler(reservationRoutes.getMyReservationSettings, async ({ caller }) =>
  reservationSettingsOf(await myAccount(caller)),
);
