import './project-progress.css';
import { useTranslation } from 'react-i18next';
import type { PortalBooking } from '#shared/api/contracts/portal-lifecycle.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';

/**
 * Where the booking's project of several sessions stands (ADR 0093): which session this is, how
 * many are done (a bar and the words), the next one ahead, and the session still to book if any.
 */
export function ProjectProgress({ session }: { session: NonNullable<PortalBooking['session']> }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const { progress } = session;
  const done = t('web.portal.bookings.project.done', progress);
  const next =
    progress.upcoming &&
    new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(progress.upcoming.slotStart));
  return (
    <div className="portal-project">
      <p className="portal-project__title">
        <span className="badge badge--accent">{t('web.portal.bookings.project.sessionOf', session)}</span>
      </p>
      <progress
        className="portal-project__bar"
        value={progress.done}
        max={progress.planned}
        aria-label={done}
      />
      <p>{done}</p>
      {next && <p>{t('web.portal.bookings.project.next', { date: next })}</p>}
      <p className="muted">
        {progress.nextToBook === undefined
          ? t('web.portal.bookings.project.allBooked')
          : t('web.portal.bookings.project.toBook', { number: progress.nextToBook })}
      </p>
    </div>
  );
}
