import './reservations.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { formatDay } from '#web/src/lib/wall-time.ts';

interface RequestUsageProps {
  /** `GET /me`'s `requestLimit`: this month's requests, the plan's maximum (null: Pro), when it resets. */
  requestLimit: { used: number; max: number | null; resetsOn: string };
  /** The plan page, where the artist upgrades (none: this is the plan page). */
  planPath?: string | undefined;
}

/**
 * The Free plan's usage (10 booking requests a month): how many came this month and when the count
 * starts again, and once the limit is reached, why the page shows the booking-closed state (until
 * when) and a way to upgrade.
 */
export function RequestUsage({ requestLimit, planPath }: RequestUsageProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { used, max } = requestLimit;
  const date = formatDay(requestLimit.resetsOn, i18n.language);
  if (max === null) {
    return (
      <section className="card stack" aria-labelledby={id}>
        <h2 id={id}>{t('web.reservations.usage.title')}</h2>
        <p>{t(`web.reservations.usage.pro`, { count: used })}</p>
      </section>
    );
  }
  const reached = used >= max;
  const left = Math.max(0, max - used);
  return (
    <section className="card stack" aria-labelledby={id}>
      <h2 id={id}>{t('web.reservations.usage.title')}</h2>
      <p>{t('web.reservations.usage.free', { used: Math.min(used, max), max })}</p>
      <progress className="request-usage__meter" max={max} value={Math.min(used, max)} aria-labelledby={id} />
      {reached ? (
        <div className="alert alert--info stack" role="status">
          <p>{t('web.reservations.usage.reached', { max, date })}</p>
          {planPath && (
            <p>
              <ButtonLink to={planPath}>{t('web.reservations.usage.upgrade')}</ButtonLink>
            </p>
          )}
        </div>
      ) : (
        <p className="muted">
          {t(`web.reservations.usage.left`, { count: left })} {t('web.reservations.usage.resets', { date })}
        </p>
      )}
    </section>
  );
}
