import { useTranslation } from 'react-i18next';
import { artistPaths, pathTo } from '#web/src/app/paths.ts';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { formatLocalPeriod } from '#web/src/lib/local-dates.ts';

interface BookingCallProps {
  pseudo: string;
  displayName: string;
  /** The artist's "open requests" toggle. */
  open: boolean;
  /** Closed by the Free plan's monthly limit: the day requests open again (`YYYY-MM-DD`). */
  reopensOn?: string | undefined;
}

/** "Prendre rendez-vous" (the booking form, `/{pseudo}/form`), or the booking-closed state. */
export function BookingCall({ pseudo, displayName, open, reopensOn }: BookingCallProps) {
  const { t, i18n } = useTranslation();
  if (!open) {
    return (
      <div className="booking-closed">
        <p className="booking-closed__title">{t('web.publicPage.bookingClosed')}</p>
        <p>
          {reopensOn
            ? t('web.publicPage.bookingReopens', {
                date: formatLocalPeriod(reopensOn, reopensOn, currentLocale(i18n)),
              })
            : t('web.publicPage.bookingClosedText', { displayName })}
        </p>
      </div>
    );
  }
  // On a phone the button stays at the bottom of the screen while the visitor scrolls (CSS).
  return (
    <ButtonLink className="booking-call" to={pathTo(artistPaths.form, { pseudo })}>
      {t('web.publicPage.book')}
    </ButtonLink>
  );
}
