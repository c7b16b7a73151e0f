import type { ChosenSlot } from './booking-draft.ts';

/** What the confirmation page shows of a sent request (kept in the history entry's state). */
export interface SentRequest {
  requestId: string;
  email: string;
  slot?: ChosenSlot;
}

export function isSentRequest(value: unknown): value is SentRequest {
  if (typeof value !== 'object' || value === null) return false;
  const sent = value as Partial<SentRequest>;
  return typeof sent.requestId === 'string' && typeof sent.email === 'string';
}
