import { useTranslation } from 'react-i18next';
import {
  BUG_STATUSES,
  type BugStatus,
  SUGGESTION_STATUSES,
  type SuggestionStatus,
} from '#shared/domain/support.ts';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { useAdminBugReports } from '#web/src/features/superadmin/api/list-admin-bug-reports.ts';
import { useAdminSuggestions } from '#web/src/features/superadmin/api/list-admin-suggestions.ts';
import { setBugReportStatus } from '#web/src/features/superadmin/api/set-bug-report-status.ts';
import { setSuggestionStatus } from '#web/src/features/superadmin/api/set-suggestion-status.ts';
import { TriageStatusField } from './triage-status-field.tsx';

/** Every bug report, newest first: where, what, who, its screenshot, and its status to set. */
export function BugsPanel() {
  const { t, i18n } = useTranslation();
  const { data, error, mutate } = useAdminBugReports();
  if (error) return <LoadError error={error} onRetry={() => mutate()} />;
  if (!data) return <PageLoader />;
  if (data.items.length === 0) return <p className="muted">{t('web.superadmin.bugs.empty')}</p>;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const save = async (reportId: string, status: BugStatus) => {
    const saved = await setBugReportStatus(reportId, status);
    await mutate(
      (list) => list && { items: list.items.map((item) => (item.reportId === reportId ? saved : item)) },
      { revalidate: false },
    );
  };
  return (
    <ul className="plain-list admin-cards">
      {data.items.map((report) => (
        <li key={report.reportId} className="card stack admin-card">
          <div className="admin-card__head">
            <strong>
              {report.location} · {report.type}
            </strong>
            <span className="muted">{date.format(new Date(report.createdAt))}</span>
          </div>
          <p className="admin-card__text">{report.description}</p>
          <p className="muted">
            {t('web.superadmin.bugs.by', { pseudo: report.pseudo, email: report.email })}
          </p>
          {report.screenshotUrl && (
            <a href={report.screenshotUrl} target="_blank" rel="noreferrer">
              {t('web.superadmin.bugs.screenshot')}
            </a>
          )}
          <TriageStatusField
            label={t('web.superadmin.bugs.status')}
            value={report.status}
            statuses={BUG_STATUSES}
            optionLabel={(status) => t(`web.superadmin.bugs.statuses.${status}`)}
            savedTitle={t('web.superadmin.bugs.saved')}
            save={(status) => save(report.reportId, status)}
          />
        </li>
      ))}
    </ul>
  );
}

/** Every suggestion, most voted first, and the list it is in. */
export function SuggestionsPanel() {
  const { t } = useTranslation();
  const { data, error, mutate } = useAdminSuggestions();
  if (error) return <LoadError error={error} onRetry={() => mutate()} />;
  if (!data) return <PageLoader />;
  if (data.items.length === 0) return <p className="muted">{t('web.superadmin.suggestions.empty')}</p>;
  const save = async (suggestionId: string, status: SuggestionStatus) => {
    const saved = await setSuggestionStatus(suggestionId, status);
    await mutate(
      (list) =>
        list && { items: list.items.map((item) => (item.suggestionId === suggestionId ? saved : item)) },
      { revalidate: false },
    );
  };
  return (
    <ul className="plain-list admin-cards">
      {data.items.map((suggestion) => (
        <li key={suggestion.suggestionId} className="card stack admin-card">
          <div className="admin-card__head">
            <strong>{suggestion.title}</strong>
            <span className="badge badge--neutral">
              {t('web.superadmin.suggestions.votes', { count: suggestion.votes })}
            </span>
          </div>
          <p className="admin-card__text">{suggestion.description}</p>
          <TriageStatusField
            label={t('web.superadmin.suggestions.list')}
            value={suggestion.status}
            statuses={SUGGESTION_STATUSES}
            optionLabel={(status) => t(`web.superadmin.suggestions.lists.${status}`)}
            savedTitle={t('web.superadmin.suggestions.saved')}
            save={(status) => save(suggestion.suggestionId, status)}
          />
        </li>
      ))}
    </ul>
  );
}
