import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '#shared/api/contracts/admin.ts';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { usePlatformFigures } from '#web/src/features/superadmin/api/get-platform-figures.ts';
import { useAuditLog } from '#web/src/features/superadmin/api/list-audit-log.ts';
import { ScrollRegion } from './scroll-region.tsx';

const FIGURES = ['signups', 'requests', 'bookings', 'emailsSent'] as const;
const ACTION_KEYS: Record<AuditEntry['action'], string> = {
  'artist.suspended': 'artistSuspended',
  'artist.restored': 'artistRestored',
  'bug.status-set': 'bugStatusSet',
  'suggestion.status-set': 'suggestionStatusSet',
};

/** The platform's figures per day, the latest first, with the period's totals. */
export function FiguresPanel() {
  const { t, i18n } = useTranslation();
  const { data, error, mutate } = usePlatformFigures();
  if (error) return <LoadError error={error} onRetry={() => mutate()} />;
  if (!data) return <PageLoader />;
  const days = [...data.days].reverse();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  const total = (metric: (typeof FIGURES)[number]) => data.days.reduce((sum, day) => sum + day[metric], 0);
  return (
    <ScrollRegion label={t('web.superadmin.figures.caption')}>
      <table className="admin-table">
        <caption>{t('web.superadmin.figures.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('web.superadmin.figures.day')}</th>
            {FIGURES.map((metric) => (
              <th key={metric} scope="col" className="admin-table__number">
                {t(`web.superadmin.figures.${metric}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="admin-table__total">
            <th scope="row">{t('web.superadmin.figures.total')}</th>
            {FIGURES.map((metric) => (
              <td key={metric} className="admin-table__number">
                {total(metric)}
              </td>
            ))}
          </tr>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{date.format(new Date(`${day.day}T00:00:00Z`))}</th>
              {FIGURES.map((metric) => (
                <td key={metric} className="admin-table__number">
                  {day[metric]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/** Every action of the team, newest first; read only. */
export function AuditPanel() {
  const { t, i18n } = useTranslation();
  const { data, error, mutate } = useAuditLog();
  if (error) return <LoadError error={error} onRetry={() => mutate()} />;
  if (!data) return <PageLoader />;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  return (
    <div className="stack">
      <p className="muted">{t('web.superadmin.audit.readOnly')}</p>
      {data.items.length === 0 ? (
        <p className="muted">{t('web.superadmin.audit.empty')}</p>
      ) : (
        <ScrollRegion label={t('web.superadmin.tabs.audit')}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('web.superadmin.audit.columns.at')}</th>
                <th scope="col">{t('web.superadmin.audit.columns.who')}</th>
                <th scope="col">{t('web.superadmin.audit.columns.what')}</th>
                <th scope="col">{t('web.superadmin.audit.columns.target')}</th>
                <th scope="col">{t('web.superadmin.audit.columns.details')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((entry) => (
                <tr key={entry.entryId}>
                  <td>{date.format(new Date(entry.at))}</td>
                  <td>{entry.adminEmail}</td>
                  <td>{t(`web.superadmin.audit.actions.${ACTION_KEYS[entry.action]}`)}</td>
                  <td className="admin-table__id">{entry.targetId}</td>
                  <td>{entry.details}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  );
}
