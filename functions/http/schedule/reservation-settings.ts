import type { ReservationSettings } from '#shared/api/contracts/reservations.ts';
import { type DepositPolicy, depositPolicyOf } from '#shared/domain/billing/deposit-policy.ts';
import { DEFAULT_REQUEST_DELAY_MINUTES } from '#shared/domain/booking/reservation-rules.ts';
import { DEFAULT_RESERVATIONS } from '#shared/domain/preferences.ts';

/** The reservation settings of an artist item (an item written before they existed reads the defaults). */
export function reservationSettingsOf(artist: {
  openRequests?: boolean | undefined;
  openCustom?: boolean | undefined;
  openTouchups?: boolean | undefined;
  requestDelayMinutes?: number | undefined;
  depositPolicy?: Partial<DepositPolicy> | undefined;
}): ReservationSettings {
  return {
    openRequests: artist.openRequests ?? DEFAULT_RESERVATIONS.openRequests,
    openCustom: artist.openCustom ?? DEFAULT_RESERVATIONS.openCustom,
    openTouchups: artist.openTouchups ?? DEFAULT_RESERVATIONS.openTouchups,
    requestDelayMinutes: artist.requestDelayMinutes ?? DEFAULT_REQUEST_DELAY_MINUTES,
    depositPolicy: depositPolicyOf(artist),
  };
}
