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
  /** The request entered a draw opening's pool (ADR 0096): when the results come. */
  draw?: { resultsAt: string } | undefined;
}

/** `/{pseudo}/form/confirmation`: the request is on its way to the artist, an email to the client. */
export function BookingConfirmation({
  pseudo,
  displayName,
  hourFormat,
  sent,
  draw,
}: BookingConfirmationProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const headingRef = useHeadingFocus();
  const slot = sent?.slot;
  const inDraw = draw ?? sent?.draw;
  if (inDraw) {
    return (
      <InDraw pseudo={pseudo} displayName={displayName} resultsAt={inDraw.resultsAt} email={sent?.email} />
    );
  }
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

/**
 * Confirmed during a draw opening (ADR 0096): the request is in the draw, not yet with the artist;
 * the results come at the draw's time (in the viewer's own clock), by email either way.
 */
function InDraw(props: {
  pseudo: string;
  displayName: string;
  resultsAt: string;
  email?: string | undefined;
}) {
  const { t, i18n } = useTranslation();
  const headingRef = useHeadingFocus();
  const when = new Intl.DateTimeFormat(currentLocale(i18n), { dateStyle: 'full', timeStyle: 'short' }).format(
    new Date(props.resultsAt),
  );
  return (
    <div className="booking booking-confirmation stack">
      <h1 ref={headingRef} tabIndex={-1} className="booking__title">
        {t('web.booking.confirmation.drawTitle')}
      </h1>
      <div className="alert alert--success stack" role="status">
        <p>{t('web.booking.confirmation.drawText', { displayName: props.displayName, when })}</p>
      </div>
      <p className="muted">
        {props.email
          ? t('web.booking.confirmation.drawEmail', { email: props.email })
          : t('web.booking.confirmation.drawNext')}
      </p>
      <BackToProfile pseudo={props.pseudo} displayName={props.displayName} />
    </div>
  );
}
