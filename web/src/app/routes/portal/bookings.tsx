import { useTranslation } from 'react-i18next';
import { PortalBookings } from '#web/src/features/portal-bookings/components/portal-bookings.tsx';

/** `/portal/bookings`: the client's bookings, upcoming and past (title from the portal layout). */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <h1>{t('web.portal.bookings.title')}</h1>
      <p className="muted">{t('web.portal.bookings.intro')}</p>
      <PortalBookings />
    </div>
  );
}
