import { useTranslation } from 'react-i18next';
import { PortalSection } from '../../../components/portal/portal-section.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
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
      {error && <LoadError error={error} onRetry={mutate} />}
      {!data && !error && <PageLoader />}
      {data && data.bookings.length === 0 && <p className="muted">{t('web.portal.bookings.empty')}</p>}
      {data && data.bookings.length > 0 && (
        <>
          <PortalSection
            id="portal-bookings-upcoming"
            title={t('web.portal.bookings.upcoming')}
            count={upcoming.length}
            empty={t('web.portal.bookings.upcomingEmpty')}
          >
            {upcoming.map((booking) => (
              <PortalBookingCard key={booking.bookingId} booking={booking} />
            ))}
          </PortalSection>
          <PortalSection
            id="portal-bookings-past"
            title={t('web.portal.bookings.past')}
            count={past.length}
            empty={t('web.portal.bookings.pastEmpty')}
          >
            {past.map((booking) => (
              <PortalBookingCard key={booking.bookingId} booking={booking} />
            ))}
          </PortalSection>
        </>
      )}
    </div>
  );
}
