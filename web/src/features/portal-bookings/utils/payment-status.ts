import type { PaymentView } from '../../../../../shared/api/contracts/lifecycle-views.ts';
import { isDepositPending, type PaymentState } from '../../../../../shared/domain/lifecycle/payment-state.ts';

/**
 * How a booking's payment reads for its client (docs/decisions/0025-payment-state.md):
 * WAITING-FOR-DEPOSIT is shown as pending ('En attente') only when there is a deposit to pay; a
 * booking without a deposit reads 'no deposit required' until it is paid in full, never pending.
 */
export type PortalPaymentStatus = 'pending' | 'depositPaid' | 'totalPaid' | 'noDeposit';

export function hasDeposit(depositCents: number | undefined): depositCents is number {
  return depositCents !== undefined && depositCents > 0;
}

export function portalPaymentStatus(
  payment: Pick<PaymentView, 'paymentState' | 'depositCents'>,
): PortalPaymentStatus {
  if (payment.paymentState === 'TOTAL-PAID') return 'totalPaid';
  if (!hasDeposit(payment.depositCents)) return 'noDeposit';
  return isDepositPending(payment.paymentState as PaymentState, payment.depositCents)
    ? 'pending'
    : 'depositPaid';
}
