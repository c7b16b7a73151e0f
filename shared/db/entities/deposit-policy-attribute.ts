/**
 * The deposit policy as an ElectroDB map (shared/domain/billing/deposit-policy.ts): the artist's
 * current one, and the copy a booking keeps of the one its client accepted.
 */
export const depositPolicyAttribute = {
  type: 'map',
  properties: {
    payWithinHours: { type: 'number', required: true },
    refundUntilDays: { type: 'number', required: true },
    maxClientMoves: { type: 'number', required: true },
    /** Months of a free touch-up after the session (issue 31); absent: none. */
    touchUpMonths: { type: 'number' },
    /** Minutes late past which the deposit is forfeited (issue 31); absent: no such rule. */
    lateArrivalMinutes: { type: 'number' },
    /** Months a kept deposit stays valid (issue 31); absent: forever. */
    depositValidMonths: { type: 'number' },
    /** Days after the session the healed photo is asked for (ADR 0101); absent: not asked. */
    healedPhotoDays: { type: 'number' },
  },
} as const;
