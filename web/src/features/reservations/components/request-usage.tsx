import './reservations.css';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link.tsx';

interface RequestUsageProps {
  /** `GET /me`'s `requestLimit`: requests received and the plan's maximum (null: Pro, no limit). */
  requestLimit: { used: number; max: number | null };
  /** The plan page, where the artist upgrades. */
  planPath: string;
}

/**
 * The Free plan's usage (spec: 10 booking requests): how many were received, and once the limit is
 * reached, why the page shows the booking-closed state and a way to upgrade.
 */
export function RequestUsage({ requestLimit, planPath }: RequestUsageProps) {
  const { t } = useTranslation();
  const id = useId();
  const { used, max } = requestLimit;
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
          <p>{t('web.reservations.usage.reached', { max })}</p>
          <p>
            <ButtonLink to={planPath}>{t('web.reservations.usage.upgrade')}</ButtonLink>
          </p>
        </div>
      ) : (
        <p className="muted">{t(`web.reservations.usage.left`, { count: left })}</p>
      )}
    </section>
  );
}
