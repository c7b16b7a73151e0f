import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { usePortalBookings } from '../api/list-portal-bookings.ts';
import { PortalBookingCard } from './portal-booking-card.tsx';

/**
 * The client's bookings across every artist (spec: upcoming and past, add to calendar). Upcoming
 * soonest first; past ones latest first, with the cancelled ones among them, labelled so.
 */
export function PortalBookings() {
  const { t } = useTranslation();
  const { data, error, mutate } = usePortalBookings();
  const upcoming = data?.bookings.filter((booking) => booking.tab === 'upcoming') ?? [];
  const past = data?.bookings.filter((booking) => booking.tab !== 'upcoming') ?? [];
  return (
    <div className="stack portal-bookings">
      {error && (
        <div className="stack">
          <Alert tone="error">{error.message}</Alert>
          <p>
            <Button variant="secondary" onClick={() => void mutate()}>
              {t('web.common.retry')}
            </Button>
          </p>
        </div>
      )}
      {!data && !error && <PageLoader />}
      {data && data.bookings.length === 0 && <p className="muted">{t('web.portal.bookings.empty')}</p>}
      {data && data.bookings.length > 0 && (
        <>
          <section className="stack" aria-labelledby="portal-bookings-upcoming">
            <h2 id="portal-bookings-upcoming">
              {t('web.portal.bookings.upcoming')} <span className="muted">({upcoming.length})</span>
            </h2>
            {upcoming.length === 0 ? (
              <p className="muted">{t('web.portal.bookings.upcomingEmpty')}</p>
            ) : (
              <ul className="plain-list portal-list">
                {upcoming.map((booking) => (
                  <PortalBookingCard key={booking.bookingId} booking={booking} />
                ))}
              </ul>
            )}
          </section>
          <section className="stack" aria-labelledby="portal-bookings-past">
            <h2 id="portal-bookings-past">
              {t('web.portal.bookings.past')} <span className="muted">({past.length})</span>
            </h2>
            {past.length === 0 ? (
              <p className="muted">{t('web.portal.bookings.pastEmpty')}</p>
            ) : (
              <ul className="plain-list portal-list">
                {past.map((booking) => (
                  <PortalBookingCard key={booking.bookingId} booking={booking} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
