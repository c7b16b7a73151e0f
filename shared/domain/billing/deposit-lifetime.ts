import { addMonths } from '#shared/domain/booking/touch-up.ts';
import { cancellationRefundCents, type DepositPolicy } from './deposit-policy.ts';

/**
 * A deposit's lifetime (issue 31, item 3; ADR 0097): a deposit the client's own cancellation left
 * with the artist (paid, not refunded: cancelled under the policy's notice) counts toward a new
 * appointment booked within `depositValidMonths` of the cancellation; not rebooked by then, it
 * expires. The client is told 14 days before and at expiry, by a daily job. Pure rules.
 */
const DAY = 86_400_000;
/** How long before the expiry the client is told. */
const DEPOSIT_EXPIRY_WARNING_DAYS = 14;

/** A cancelled booking as the lifetime rule reads it. */
export interface KeptDepositSubject {
  status: 'confirmed' | 'canceled';
  canceledBy?: 'artist' | 'client' | undefined;
  canceledAt?: string | undefined;
  slotStart: string;
  depositCents?: number | undefined;
  paymentState: string;
  depositPayment?: { refundId?: string | undefined } | undefined;
  /** Set once the client was told the expiry comes, and once it came. */
  depositExpiryWarnedAt?: string | undefined;
  depositExpiredAt?: string | undefined;
}

/**
 * When the deposit a client's cancellation kept expires; none when nothing was kept (no deposit,
 * unpaid, refunded, cancelled by the artist or in time for a refund) or the policy keeps it forever.
 */
export function keptDepositExpiresAt(policy: DepositPolicy, booking: KeptDepositSubject): string | undefined {
  if (!policy.depositValidMonths || booking.status !== 'canceled' || booking.canceledBy !== 'client')
    return undefined;
  if (!booking.canceledAt || !booking.depositCents || booking.paymentState !== 'DEPOSIT-PAID')
    return undefined;
  if (booking.depositPayment?.refundId) return undefined;
  const refund = cancellationRefundCents(policy, {
    by: 'client',
    paidCents: booking.depositCents,
    slotStart: booking.slotStart,
    cancelledAt: booking.canceledAt,
  });
  if (refund > 0) return undefined;
  return addMonths(booking.canceledAt, policy.depositValidMonths);
}

/**
 * What the daily job does for this booking at `now`: tell the client the expiry comes (`warn`, once,
 * from 14 days before), expire it (`expire`, once, at or after the date), or nothing (none kept,
 * rebooked with the artist since, or already done).
 */
export function keptDepositStep(
  policy: DepositPolicy,
  booking: KeptDepositSubject,
  now: Date,
  rebooked: boolean,
): { step: 'warn' | 'expire'; expiresAt: string } | undefined {
  const expiresAt = keptDepositExpiresAt(policy, booking);
  if (!expiresAt || rebooked || booking.depositExpiredAt) return undefined;
  const at = Date.parse(expiresAt);
  if (now.getTime() >= at) return { step: 'expire', expiresAt };
  if (!booking.depositExpiryWarnedAt && now.getTime() >= at - DEPOSIT_EXPIRY_WARNING_DAYS * DAY)
    return { step: 'warn', expiresAt };
  return undefined;
}
