import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link.tsx';

interface BookingCallProps {
  pseudo: string;
  displayName: string;
  /** The artist's "open requests" toggle. */
  open: boolean;
}

/** "Prendre rendez-vous" (the booking form, `/{pseudo}/form`), or the booking-closed state. */
export function BookingCall({ pseudo, displayName, open }: BookingCallProps) {
  const { t } = useTranslation();
  if (!open) {
    return (
      <div className="booking-closed">
        <p className="booking-closed__title">{t('web.publicPage.bookingClosed')}</p>
        <p>{t('web.publicPage.bookingClosedText', { displayName })}</p>
      </div>
    );
  }
  // On a phone the button stays at the bottom of the screen while the visitor scrolls (CSS).
  return (
    <ButtonLink className="booking-call" to={`/${encodeURIComponent(pseudo)}/form`}>
      {t('web.publicPage.book')}
    </ButtonLink>
  );
}
