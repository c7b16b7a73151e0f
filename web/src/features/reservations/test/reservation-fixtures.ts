import type { ReservationSettings } from '#shared/api/contracts/reservations.ts';

/** An artist's reservation settings as a new account has them: everything open, no delay, the default policy. */
export const testReservationSettings: ReservationSettings = {
  openRequests: true,
  openCustom: true,
  openTouchups: true,
  requestDelayMinutes: 0,
  depositPolicy: { payWithinHours: 0, refundUntilDays: 2, maxClientMoves: 1 },
};
