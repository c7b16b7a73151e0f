import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { PortalBooking, PortalBookingList } from '#shared/api/contracts/portal-lifecycle.ts';
import { PortalSection } from '#web/src/components/portal/portal-section.tsx';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { usePortalBookings } from '#web/src/features/portal-bookings/api/list-portal-bookings.ts';
import { PortalBookingCard } from './portal-booking-card.tsx';

/**
 * The client's bookings across every artist (spec: upcoming and past, add to calendar). Upcoming
 * soonest first; past ones latest first, with the cancelled ones among them, labelled so. A deposit
 * the artist takes online is paid from its card (ADR 0057).
 */
export function PortalBookings({
  renderDesign,
}: {
  /** Composed by the route: the design shared on a booking, if any (ADR 0090). */
  renderDesign?: (bookingId: string) => ReactNode;
} = {}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Back from Stripe's checkout (`?deposit=paid`): the webhook confirms in a moment; read again until
  // no deposit waits to be paid online any more. `?pay=` (the email's button) focuses that booking's.
  const backFromPayment = params.get('deposit') === 'paid';
  const payFor = params.get('pay');
  // The emailed offer of an earlier slot (`?offer=…&booking=…`) focuses its take button.
  const offerFor = params.get('offer') ? params.get('booking') : null;
  const awaitsPayment = (list: PortalBookingList) =>
    backFromPayment && list.bookings.some((booking) => booking.payment.payOnline);
  const { data, error, mutate } = usePortalBookings(awaitsPayment);
  const stillPaying = data !== undefined && awaitsPayment(data);
  // A booking cancelled here moves to the past list at once, as the server answered it.
  const replace = (changed: PortalBooking) =>
    void mutate(
      (current) =>
        current && {
          bookings: current.bookings.map((item) => (item.bookingId === changed.bookingId ? changed : item)),
        },
      { revalidate: true },
    );
  const upcoming = data?.bookings.filter((booking) => booking.tab === 'upcoming') ?? [];
  const past = data?.bookings.filter((booking) => booking.tab !== 'upcoming') ?? [];
  return (
    <div className="stack portal-bookings">
      {stillPaying && <Alert tone="success">{t('web.portal.bookings.depositThanks')}</Alert>}
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
              <PortalBookingCard
                key={booking.bookingId}
                booking={booking}
                payFocus={booking.bookingId === payFor}
                offerFocus={booking.bookingId === offerFor}
                onChanged={replace}
                design={renderDesign?.(booking.bookingId)}
              />
            ))}
          </PortalSection>
          <PortalSection
            id="portal-bookings-past"
            title={t('web.portal.bookings.past')}
            count={past.length}
            empty={t('web.portal.bookings.pastEmpty')}
          >
            {past.map((booking) => (
              <PortalBookingCard
                key={booking.bookingId}
                booking={booking}
                design={renderDesign?.(booking.bookingId)}
                onChanged={replace}
                onTouchUpBooked={() => void mutate()}
              />
            ))}
          </PortalSection>
        </>
      )}
    </div>
  );
}
