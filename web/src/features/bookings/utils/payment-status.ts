import type { PaymentView } from '#shared/api/contracts/lifecycle-views.ts';
import {
  canSetPaymentState,
  PAYMENT_STATES,
  type PaymentState,
  type PaymentStatus,
  paymentStatusOf,
} from '#shared/domain/lifecycle/payment-state.ts';

/** How a payment state reads (docs/decisions/0025-payment-state.md): shared/domain/lifecycle. */
export {
  hasDeposit,
  type PaymentStatus,
  paymentStatusOf,
} from '#shared/domain/lifecycle/payment-state.ts';

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
