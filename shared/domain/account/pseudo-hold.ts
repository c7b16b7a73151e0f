/**
 * A deleted artist's pseudo stays held this long (ADR 0055): links that clients and search engines
 * still have lead to "not found", never to someone else's page, and then the pseudo is free again.
 */
export const PSEUDO_HOLD_DAYS = 30;

/** When a pseudo retired at `now` may be claimed again, in epoch seconds (the table's TTL unit). */
export function pseudoHoldEnd(now: Date): number {
  return Math.floor(now.getTime() / 1000) + PSEUDO_HOLD_DAYS * 24 * 60 * 60;
}

/** Whether a pseudo's claim (if any) leaves it free to claim at `now`: none, or a hold that ended. */
export function isPseudoFree(claim: { expiresAt?: number | undefined } | null, now: Date): boolean {
  if (!claim) return true;
  return claim.expiresAt !== undefined && claim.expiresAt <= Math.floor(now.getTime() / 1000);
}
