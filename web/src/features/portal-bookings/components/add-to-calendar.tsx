import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalBooking } from '#shared/api/contracts/portal-lifecycle.ts';
import { googleCalendarUrl } from '#shared/domain/calendar/google-calendar-url.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import {
  bookingCalendarEvent,
  icsFileName,
} from '#web/src/features/portal-bookings/utils/booking-calendar.ts';
import { useTranslateKey } from '#web/src/hooks/use-translate-key.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';

/** Offers the browser a file to save (an object URL on a temporary link, released right after). */
function saveFile(name: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "Add to calendar" (spec: `/portal/bookings`, add to calendar): an `.ics` file built in the browser
 * with the booking's UID and SEQUENCE (the calendar keeps one event and updates it after a move, as
 * the emailed files do), and a Google Calendar link. The `.ics` writer loads on the first click.
 */
export function AddToCalendar({ booking }: { booking: PortalBooking }) {
  const { t, i18n } = useTranslation();
  const tk = useTranslateKey();
  const locale = currentLocale(i18n);
  const [failed, setFailed] = useState(false);
  const event = bookingCalendarEvent(booking, tk, locale, window.location.origin);
  const artist = booking.artist.displayName;

  const download = async () => {
    setFailed(false);
    try {
      const { bookingIcs, bookingUid } = await import('#shared/domain/calendar/booking-ics.ts');
      const ics = bookingIcs({
        uid: bookingUid(booking.bookingId),
        sequence: event.sequence,
        start: event.start,
        end: event.end,
        title: event.title,
        ...(event.details && { description: event.details }),
        ...(event.location && { location: event.location }),
        url: event.url,
        status: 'CONFIRMED',
      });
      saveFile(icsFileName(booking), ics, 'text/calendar;charset=utf-8');
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className="stack portal-calendar">
      <p className="portal-calendar__title" id={`portal-calendar-${booking.bookingId}`}>
        {t('web.portal.bookings.addToCalendar')}
      </p>
      {/* The buttons' names are what they show (WCAG 2.5.3); which appointment they add is their description. */}
      <p className="visually-hidden" id={`portal-calendar-${booking.bookingId}-with`}>
        {t('web.portal.bookings.appointmentWith', { artist })}
      </p>
      <ul className="plain-list row" aria-labelledby={`portal-calendar-${booking.bookingId}`}>
        <li>
          <Button
            variant="secondary"
            onClick={() => void download()}
            aria-describedby={`portal-calendar-${booking.bookingId}-with`}
          >
            {t('web.portal.bookings.downloadIcs')}
          </Button>
        </li>
        <li>
          <a
            className="button button--secondary"
            href={googleCalendarUrl(event)}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={`portal-calendar-${booking.bookingId}-with`}
          >
            {t('web.portal.bookings.googleCalendar')}
            <span className="visually-hidden"> {t('web.common.newTab')}</span>
          </a>
        </li>
      </ul>
      {failed && <Alert tone="error">{t('web.portal.bookings.icsError')}</Alert>}
    </div>
  );
}
