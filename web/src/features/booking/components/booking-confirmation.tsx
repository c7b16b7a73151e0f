import './booking.css';
import { useTranslation } from 'react-i18next';
import { useHeadingFocus } from '#web/src/features/booking/hooks/use-heading-focus.ts';
import type { SentRequest } from '#web/src/features/booking/utils/sent-request.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';
import { formatClockRange, formatDay, zoneLabel } from '#web/src/lib/wall-time.ts';
import { BackToProfile } from './back-to-profile.tsx';

interface BookingConfirmationProps {
  pseudo: string;
  displayName: string;
  /** The artist's hour format (12 or 24 hours). */
  hourFormat?: '12' | '24' | undefined;
  /** The request just sent (absent when the page is opened on its own). */
  sent?: SentRequest | undefined;
}

/** `/{pseudo}/form/confirmation`: the request is on its way to the artist, an email to the client. */
export function BookingConfirmation({ pseudo, displayName, hourFormat, sent }: BookingConfirmationProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const headingRef = useHeadingFocus();
  const slot = sent?.slot;
  return (
    <div className="booking booking-confirmation stack">
      <h1 ref={headingRef} tabIndex={-1} className="booking__title">
        {t('web.booking.confirmation.title')}
      </h1>
      <div className="alert alert--success stack" role="status">
        {slot ? (
          <p>
            {t('web.booking.confirmation.text', {
              displayName,
              day: formatDay(slot.date, locale),
              time: formatClockRange(slot.start, slot.minutes, locale, hourFormat),
            })}
          </p>
        ) : (
          <p>{t('web.booking.confirmation.generic', { displayName })}</p>
        )}
        {slot && (
          <p className="muted">{t('web.booking.date.zone', { zone: zoneLabel(slot.timezone, locale) })}</p>
        )}
        {slot?.location && <p>{t('web.booking.date.guestSpot', slot.location)}</p>}
      </div>
      {sent && <p>{t('web.booking.confirmation.email', { email: sent.email })}</p>}
      <p className="muted">{t('web.booking.confirmation.next', { displayName })}</p>
      <BackToProfile pseudo={pseudo} displayName={displayName} />
    </div>
  );
}
