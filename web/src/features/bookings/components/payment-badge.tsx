import { useTranslation } from 'react-i18next';
import type { PaymentView } from '#shared/api/contracts/lifecycle-views.ts';
import { type PaymentStatus, paymentStatus } from '#web/src/features/bookings/utils/payment-status.ts';

export const PAYMENT_STATUS_KEYS = {
  pending: 'web.bookings.payment.status.pending',
  depositPaid: 'web.bookings.payment.status.depositPaid',
  totalPaid: 'web.bookings.payment.status.totalPaid',
  noDeposit: 'web.bookings.payment.status.noDeposit',
} as const satisfies Record<PaymentStatus, string>;

/**
 * The payment state as a badge: 'En attente' only for an unpaid deposit, 'Sans acompte' without one;
 * a kept deposit past its lifetime says it expired (ADR 0097).
 */
export function PaymentBadge({
  payment,
}: {
  payment: Pick<PaymentView, 'paymentState' | 'depositCents' | 'depositExpired'>;
}) {
  const { t } = useTranslation();
  const status = paymentStatus(payment);
  return (
    <span className={`payment-badge payment-badge--${status}`}>
      {payment.depositExpired ? t('web.bookings.payment.depositExpired') : t(PAYMENT_STATUS_KEYS[status])}
    </span>
  );
}
