/**
 * Where a booking's consent stands, as the artist sees it on the booking and on Today (ADR 0088):
 * - `notSent`: consent was off (or no form saved) when the booking was accepted, or it was cancelled;
 * - `waiting`: asked, not signed, before the deadline;
 * - `overdue`: asked, not signed, the deadline passed;
 * - `signed`.
 */
export type ConsentStatus = 'notSent' | 'waiting' | 'overdue' | 'signed';

export function consentStatus(input: {
  requested: boolean;
  signed: boolean;
  deadline?: string | undefined;
  now: Date;
}): ConsentStatus {
  if (input.signed) return 'signed';
  if (!input.requested || !input.deadline) return 'notSent';
  return Date.parse(input.deadline) <= input.now.getTime() ? 'overdue' : 'waiting';
}
