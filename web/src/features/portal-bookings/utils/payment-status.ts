import type { PaymentView } from '#shared/api/contracts/lifecycle-views.ts';
import { type PaymentStatus, paymentStatusOf } from '#shared/domain/lifecycle/payment-state.ts';

/** How a booking's payment reads for its client: the same rule as the artist's (ADR 25). */
export { hasDeposit } from '#shared/domain/lifecycle/payment-state.ts';
export type PortalPaymentStatus = PaymentStatus;

export function portalPaymentStatus(
  payment: Pick<PaymentView, 'paymentState' | 'depositCents'>,
): PortalPaymentStatus {
  return paymentStatusOf(payment.paymentState, payment.depositCents);
}
