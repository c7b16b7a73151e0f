import { myAccount } from '#functions/http/profile/my-account.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { reservationRoutes } from '#shared/api/routes/reservations.ts';
import { myOpeningOf } from './my-opening.ts';

/** The caller's book opening (ADR 0092): where it stands and the requests confirmed for it so far. */
export const handler = httpHandler(reservationRoutes.getMyOpening, async ({ caller }) =>
  myOpeningOf(await myAccount(caller), new Date()),
);
