import { CalendarPlus, MapPin } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BookingView } from '#shared/api/contracts/bookings.ts';
import { paymentStatusOf } from '#shared/domain/lifecycle/payment-state.ts';
import { appPaths, pathTo } from '#web/src/app/paths.ts';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { projectLabel } from '#web/src/features/today/utils/project-label.ts';
import { formatClockRange, formatDay } from '#web/src/lib/wall-time.ts';

const DEPOSIT_BADGE = {
  noDeposit: { key: 'none', tone: 'neutral' },
  pending: { key: 'waiting', tone: 'warning' },
  depositPaid: { key: 'paid', tone: 'success' },
  totalPaid: { key: 'total', tone: 'success' },
} as const;

/** The consent's badges load after the list's first paint (ADR 0088). */
const ConsentBadge = lazy(() => import('./consent-badge.tsx'));

interface AppointmentListProps {
  appointments: BookingView[];
  today: string;
  locale: string;
  hourFormat?: '12' | '24' | undefined;
  /** Days headed by their date (offline, the next 14 days), not as today and tomorrow. */
  dated?: boolean | undefined;
}

/**
 * Today's and tomorrow's appointments: time, client, project, place, the deposit's state and the
 * consent's (with the answers to check once signed).
 */
export function AppointmentList({ appointments, today, locale, hourFormat, dated }: AppointmentListProps) {
  const { t } = useTranslation();
  const bookingIds = appointments.map((booking) => booking.bookingId);
  if (appointments.length === 0) {
    return (
      <div className="empty-state">
        <CalendarPlus aria-hidden="true" className="empty-state__icon" />
        <p className="empty-state__title">{t('web.workspace.today.noAppointments')}</p>
        <p className="muted">{t('web.workspace.today.noAppointmentsNext')}</p>
        <ButtonLink variant="secondary" to={appPaths.availabilities}>
          {t('web.workspace.today.openSlots')}
        </ButtonLink>
      </div>
    );
  }
  const days = [today, ...new Set(appointments.map((booking) => booking.slot.localDate))].filter(
    (day, index, all) => all.indexOf(day) === index,
  );
  return (
    <div className="stack">
      {days.map((day) => {
        const ofDay = appointments.filter((booking) => booking.slot.localDate === day);
        if (ofDay.length === 0) return null;
        return (
          <section key={day} className="today-day" aria-labelledby={`today-day-${day}`}>
            <h3 id={`today-day-${day}`} className="today-day__title">
              {dated
                ? formatDay(day, locale)
                : t(day === today ? 'web.workspace.today.today' : 'web.workspace.today.tomorrow')}
            </h3>
            <ul className="plain-list stack today-appointments">
              {ofDay.map((booking) => {
                const badge =
                  DEPOSIT_BADGE[paymentStatusOf(booking.payment.paymentState, booking.payment.depositCents)];
                const project = projectLabel(booking.project, t);
                return (
                  <li key={booking.bookingId}>
                    <Link
                      className="appointment-card"
                      to={pathTo(appPaths.booking, { id: booking.bookingId })}
                    >
                      <span className="appointment-card__time">
                        {formatClockRange(
                          booking.slot.localStart,
                          booking.slot.durationMinutes,
                          locale,
                          hourFormat,
                        )}
                      </span>
                      <span className="appointment-card__body">
                        <span className="appointment-card__client">
                          {booking.client.firstName} {booking.client.lastName}
                        </span>
                        <span className="appointment-card__project">{project}</span>
                        {booking.location && (
                          <span className="appointment-card__place">
                            <MapPin aria-hidden="true" size={14} /> {booking.location.shopName},{' '}
                            {booking.location.city}
                          </span>
                        )}
                      </span>
                      <span className="appointment-card__badges">
                        <span className={`badge badge--${badge.tone}`}>
                          {t(`web.workspace.today.deposit.${badge.key}`)}
                        </span>
                        <Suspense fallback={null}>
                          <ConsentBadge bookingId={booking.bookingId} bookingIds={bookingIds} />
                        </Suspense>
                      </span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
