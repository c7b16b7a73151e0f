/**
 * A booking's payment state (spec section 4): WAITING-FOR-DEPOSIT (shown as pending, 'En attente'),
 * DEPOSIT-PAID, TOTAL-PAID. The rule (docs/decisions/0025-payment-state.md): a booking accepted
 * without a deposit never waits for one; it starts at DEPOSIT-PAID (shown as 'no deposit') and can
 * never be set back to WAITING-FOR-DEPOSIT.
 */
export const PAYMENT_STATES = ['WAITING-FOR-DEPOSIT', 'DEPOSIT-PAID', 'TOTAL-PAID'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The state a booking starts in when its request is accepted. */
export function initialPaymentState(depositCents: number | undefined): PaymentState {
  return depositCents !== undefined && depositCents > 0 ? 'WAITING-FOR-DEPOSIT' : 'DEPOSIT-PAID';
}

/** Whether the artist may set `next` on a booking with this deposit. */
export function canSetPaymentState(next: PaymentState, depositCents: number | undefined): boolean {
  return next !== 'WAITING-FOR-DEPOSIT' || (depositCents !== undefined && depositCents > 0);
}

/** Whether a booking has a deposit to pay (absent or 0: none). */
export function hasDeposit(depositCents: number | undefined): depositCents is number {
  return depositCents !== undefined && depositCents > 0;
}

/** A booking shows a pending deposit only when it has one and it is not paid. */
export function isDepositPending(state: PaymentState, depositCents: number | undefined): boolean {
  return state === 'WAITING-FOR-DEPOSIT' && hasDeposit(depositCents);
}

/**
 * How a payment reads, for the artist and the client alike: WAITING-FOR-DEPOSIT is 'pending' only
 * with a deposit; a booking without one reads 'noDeposit' until it is paid in full.
 */
export type PaymentStatus = 'pending' | 'depositPaid' | 'totalPaid' | 'noDeposit';

export function paymentStatusOf(
  state: PaymentState | string,
  depositCents: number | undefined,
): PaymentStatus {
  if (state === 'TOTAL-PAID') return 'totalPaid';
  if (!hasDeposit(depositCents)) return 'noDeposit';
  return isDepositPending(state as PaymentState, depositCents) ? 'pending' : 'depositPaid';
}

/**
 * What is left to pay at the appointment: nothing once paid in full, the rest after a deposit. A
 * session of a project (ADR 0093) is credited its share of the project's deposit instead, once held:
 * the first session holds it (its own payment state); a further one is only booked once it is held.
 */
export function balanceDueCents(booking: {
  paymentState: PaymentState;
  priceCents: number;
  depositCents?: number | undefined;
  session?: { number: number; depositCreditCents: number } | undefined;
  /** The client arrived late: the deposit is forfeited, no longer taken off the price (ADR 0097). */
  lateArrivalAt?: string | undefined;
}): number {
  if (booking.paymentState === 'TOTAL-PAID') return 0;
  if (booking.lateArrivalAt) return booking.priceCents;
  const { session } = booking;
  if (session) {
    const held = session.number > 1 || booking.paymentState !== 'WAITING-FOR-DEPOSIT';
    return Math.max(0, booking.priceCents - (held ? session.depositCreditCents : 0));
  }
  if (booking.paymentState === 'DEPOSIT-PAID')
    return Math.max(0, booking.priceCents - (booking.depositCents ?? 0));
  return booking.priceCents;
}
