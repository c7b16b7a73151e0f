import type { BookingRequestCreated } from '#shared/api/contracts/booking-requests.ts';
import type { BookingDraft, ChosenSlot } from './booking-draft.ts';

/** What the confirmation page shows of a sent request (kept in the history entry's state). */
export interface SentRequest {
  requestId: string;
  email: string;
  slot?: ChosenSlot;
  /**
   * Set while the request waits for the client's email confirmation (ADR 0067): when the slot's hold
   * ends (ISO 8601) and when "send again" may be pressed (epoch ms). Absent once it reached the artist.
   */
  confirmation?: { holdExpiresAt: string; resendAt: number };
  /** Set when the request entered a draw opening's pool (ADR 0096): when the results come (ISO 8601). */
  draw?: { resultsAt: string };
}

export function isSentRequest(value: unknown): value is SentRequest {
  if (typeof value !== 'object' || value === null) return false;
  const sent = value as Partial<SentRequest>;
  return typeof sent.requestId === 'string' && typeof sent.email === 'string';
}

/** What the confirmation page is handed of a request just created from the draft. */
export function sentRequestOf(created: BookingRequestCreated, draft: BookingDraft): SentRequest {
  return {
    requestId: created.requestId,
    email: draft.client.email.trim(),
    ...(draft.slot && { slot: draft.slot }),
    // Not yet with the artist: the confirmation page asks for the emailed code first (ADR 0067).
    ...(created.status === 'unconfirmed' &&
      created.confirmation && {
        confirmation: {
          holdExpiresAt: created.confirmation.holdExpiresAt,
          resendAt: Date.now() + created.confirmation.resendAfterSeconds * 1000,
        },
      }),
    ...(created.status === 'in-draw' && created.draw && { draw: created.draw }),
  };
}
