import { useTranslation } from 'react-i18next';
import { BackToProfile } from './back-to-profile.tsx';

interface BookingClosedProps {
  pseudo: string;
  displayName: string;
  /** The API's own words when a send was refused (limit reached, requests closed). */
  reason?: string | undefined;
}

/** The booking-closed state: requests closed by the artist, or the Free plan's limit reached. */
export function BookingClosed({ pseudo, displayName, reason }: BookingClosedProps) {
  const { t } = useTranslation();
  return (
    <div className="booking-form-closed stack" role={reason ? 'alert' : undefined}>
      <p className="booking-form-closed__title">{t('web.booking.closed.title')}</p>
      <p>{reason ?? t('web.booking.closed.text', { displayName })}</p>
      <BackToProfile pseudo={pseudo} displayName={displayName} />
    </div>
  );
}
