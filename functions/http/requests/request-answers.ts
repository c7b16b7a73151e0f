import type { BookingRequestCreated } from '#shared/api/contracts/booking-requests.ts';
import { REQUEST_CONFIRMATION } from '#shared/domain/booking/request-confirmation.ts';

interface HeldSlot {
  requestId: string;
  slotId: string;
  slotStart: string;
  slotEnd: string;
}

/** The answer for a request that has reached the artist (the same for every retry). */
export function pendingAnswer(request: HeldSlot): BookingRequestCreated {
  return {
    requestId: request.requestId,
    status: 'pending',
    slot: { slotId: request.slotId, start: request.slotStart, end: request.slotEnd },
  };
}

/** The answer for a request waiting for its client's email confirmation until `holdExpiresAt` (epoch s). */
export function unconfirmedAnswer(request: HeldSlot, holdExpiresAt: number): BookingRequestCreated {
  return {
    ...pendingAnswer(request),
    status: 'unconfirmed',
    confirmation: {
      holdExpiresAt: new Date(holdExpiresAt * 1000).toISOString(),
      resendAfterSeconds: REQUEST_CONFIRMATION.resendAfterSeconds,
    },
  };
}
