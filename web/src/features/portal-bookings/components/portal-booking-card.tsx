import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalBooking } from '#shared/api/contracts/portal-lifecycle.ts';
import { formatPrice } from '#shared/domain/money.ts';
import { PortalArtistLink, PortalItemSummary } from '#web/src/components/portal/portal-item-summary.tsx';
import { PortalMessageLink } from '#web/src/components/portal/portal-message-link.tsx';
import { hasDeposit, portalPaymentStatus } from '#web/src/features/portal-bookings/utils/payment-status.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { AddToCalendar } from './add-to-calendar.tsx';
import { CancelBooking } from './cancel-booking.tsx';
import { ConsentLink } from './consent-link.tsx';
import { HealedPhotoRequest } from './healed-photo.tsx';
import { MoveBooking } from './move-booking.tsx';
import { PayDepositButton } from './pay-deposit-button.tsx';
import { ProjectProgress } from './project-progress.tsx';
import { TouchUpOffer } from './touch-up.tsx';
import { SlotOffer, WaitlistToggle } from './waitlist.tsx';

const STATUS_TONES = {
  pending: 'pending',
  depositPaid: 'paid',
  totalPaid: 'paid',
  noDeposit: 'none',
} as const;

/**
 * One booking: the artist, the project, the date and time, the place with its full address, the
 * price, the deposit and the payment state (a project's session: its progress, the deposit taken off
 * it and what is left, ADR 0093); add to calendar while it is upcoming.
 */
export function PortalBookingCard({
  booking,
  payFocus = false,
  offerFocus = false,
  onChanged,
  design,
  onTouchUpBooked,
}: {
  booking: PortalBooking;
  payFocus?: boolean;
  /** The emailed offer of an earlier slot names this booking (`?offer=`). */
  offerFocus?: boolean;
  /** A change made here (a cancellation): the list takes the booking as answered. */
  onChanged?: (booking: PortalBooking) => void;
  /** Composed by the route: the design shared on this booking, approved ones pinned (ADR 0090). */
  design?: ReactNode;
  /** The free touch-up of this (past) booking was booked: the list reads itself again (issue 31). */
  onTouchUpBooked?: (touchUp: PortalBooking) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const headingId = `portal-booking-${booking.bookingId}`;
  const { payment } = booking;
  const status = portalPaymentStatus(payment);
  const statuses = {
    pending: t('web.portal.bookings.paymentStatus.pending'),
    depositPaid: t('web.portal.bookings.paymentStatus.depositPaid'),
    totalPaid: t('web.portal.bookings.paymentStatus.totalPaid'),
    noDeposit: t('web.portal.bookings.paymentStatus.noDeposit'),
  };
  const canceledOn =
    booking.canceledAt &&
    new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(booking.canceledAt));
  return (
    <li>
      <article className="portal-item" aria-labelledby={headingId}>
        <div className="portal-item__header">
          <PortalArtistLink artist={booking.artist} headingId={headingId} />
          {booking.touchUpOf && (
            <span className="badge portal-status portal-status--paid">
              {t('web.portal.bookings.touchUp.badge')}
            </span>
          )}
          {booking.tab === 'canceled' && (
            <span className="badge portal-status portal-status--canceled">
              {t('web.portal.bookings.canceled')}
            </span>
          )}
        </div>
        {booking.canCancel && onChanged && booking.offer && (
          <SlotOffer booking={booking} onChanged={onChanged} focus={offerFocus} />
        )}
        <PortalItemSummary
          artist={booking.artist}
          project={booking.project}
          slot={booking.slot}
          location={booking.location}
        />
        {booking.session && booking.tab !== 'canceled' && <ProjectProgress session={booking.session} />}
        {!booking.artist.deleted && (
          <PortalMessageLink pseudo={booking.artist.pseudo} name={booking.artist.displayName} />
        )}
        {design}
        <dl className="portal-item__facts portal-payment">
          <div>
            <dt>{t('web.portal.bookings.price')}</dt>
            <dd>
              {booking.touchUpOf
                ? t('web.portal.bookings.touchUp.free')
                : formatPrice(payment.priceCents, payment.currency, locale)}
            </dd>
          </div>
          {hasDeposit(payment.depositCents) && (
            <div>
              <dt>{t('web.portal.bookings.deposit')}</dt>
              <dd>{formatPrice(payment.depositCents, payment.currency, locale)}</dd>
            </div>
          )}
          {booking.session && booking.session.depositCreditCents > 0 && (
            <>
              <div>
                <dt>{t('web.portal.bookings.project.credit')}</dt>
                <dd>{formatPrice(booking.session.depositCreditCents, payment.currency, locale)}</dd>
              </div>
              <div>
                <dt>{t('web.portal.bookings.project.balance')}</dt>
                <dd>{formatPrice(booking.session.balanceCents, payment.currency, locale)}</dd>
              </div>
            </>
          )}
          <div>
            <dt>{t('web.portal.bookings.payment')}</dt>
            <dd>
              <span className={`badge portal-status portal-status--${STATUS_TONES[status]}`}>
                {/* A project's further session has no deposit of its own: the first one holds it. */}
                {status === 'noDeposit' &&
                (booking.session?.number ?? 1) > 1 &&
                booking.session?.projectDepositCents
                  ? t('web.portal.bookings.project.depositOnFirst')
                  : statuses[status]}
              </span>
              {payment.depositPaidOnline && (
                <span className="muted">
                  {' '}
                  ·{' '}
                  {t(
                    payment.depositRefunded
                      ? 'web.portal.bookings.refunded'
                      : 'web.portal.bookings.paidOnline',
                  )}
                </span>
              )}
              {payment.depositForfeited && (
                <span className="muted"> · {t('web.portal.bookings.lateArrivalKept')}</span>
              )}
              {payment.depositExpired && (
                <span className="muted"> · {t('web.portal.bookings.depositExpired')}</span>
              )}
            </dd>
          </div>
        </dl>
        {payment.payOnline && hasDeposit(payment.depositCents) && (
          <PayDepositButton
            bookingId={booking.bookingId}
            policy={payment.policy}
            deposit={formatPrice(payment.depositCents, payment.currency, locale)}
            focus={payFocus}
          />
        )}
        {booking.tab === 'upcoming' && <ConsentLink booking={booking} />}
        {booking.touchUp && onTouchUpBooked && (
          <TouchUpOffer booking={booking} touchUp={booking.touchUp} onBooked={onTouchUpBooked} />
        )}
        {booking.healedPhoto && onChanged && (
          <HealedPhotoRequest booking={booking} healedPhoto={booking.healedPhoto} onSent={onChanged} />
        )}
        {canceledOn && <p className="muted">{t('web.portal.bookings.canceledOn', { date: canceledOn })}</p>}
        {booking.tab === 'upcoming' && <AddToCalendar booking={booking} />}
        {booking.canCancel && onChanged && <WaitlistToggle booking={booking} onChanged={onChanged} />}
        {booking.canCancel && onChanged && (booking.movesLeft ?? 0) > 0 && (
          <MoveBooking booking={booking} onMoved={onChanged} />
        )}
        {booking.canCancel && onChanged && <CancelBooking booking={booking} onCancelled={onChanged} />}
      </article>
    </li>
  );
}
