import type { PaymentView } from '../../../../../shared/api/contracts/lifecycle-views.ts';
import {
  canSetPaymentState,
  isDepositPending,
  PAYMENT_STATES,
  type PaymentState,
} from '../../../../../shared/domain/lifecycle/payment-state.ts';

/**
 * How a payment state reads (docs/decisions/0025-payment-state.md): WAITING-FOR-DEPOSIT is shown as
 * pending ('En attente') only when there is a deposit; a booking without one shows 'no deposit'
 * until it is paid in full, never a pending deposit.
 */
export type PaymentStatus = 'pending' | 'depositPaid' | 'totalPaid' | 'noDeposit';

export function hasDeposit(depositCents: number | undefined): boolean {
  return depositCents !== undefined && depositCents > 0;
}

export function paymentStatusOf(
  state: PaymentState | string,
  depositCents: number | undefined,
): PaymentStatus {
  if (state === 'TOTAL-PAID') return 'totalPaid';
  if (!hasDeposit(depositCents)) return 'noDeposit';
  return isDepositPending(state as PaymentState, depositCents) ? 'pending' : 'depositPaid';
}

export function paymentStatus(payment: Pick<PaymentView, 'paymentState' | 'depositCents'>): PaymentStatus {
  return paymentStatusOf(payment.paymentState, payment.depositCents);
}

/** The states the artist may choose for a booking with this deposit (no WAITING-FOR-DEPOSIT without one). */
export function paymentChoices(
  depositCents: number | undefined,
): { state: PaymentState; status: PaymentStatus }[] {
  return PAYMENT_STATES.filter((state) => canSetPaymentState(state, depositCents)).map((state) => ({
    state,
    status: paymentStatusOf(state, depositCents),
  }));
}
