import './requests.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '#shared/domain/money.ts';
import { LoadError } from '#web/src/components/ui/load-error.tsx';
import { PageLoader } from '#web/src/components/ui/page-loader.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { useMyRequests } from '#web/src/features/requests/api/list-my-requests.ts';
import type { ActionFeedback } from '#web/src/features/requests/hooks/use-request-feedback.ts';
import { useRequestFilters } from '#web/src/features/requests/hooks/use-request-filters.ts';
import {
  activeFilterCount,
  filtersSearch,
  listQueryOf,
  withoutFilters,
} from '#web/src/features/requests/utils/request-filters.ts';
import { ActionNotice } from './action-notice.tsx';
import type { RenderMoveDialog } from './request-actions.tsx';
import { RequestFiltersForm } from './request-filters-form.tsx';
import { RequestList } from './request-list.tsx';
import { RequestStack } from './request-stack.tsx';
import { RequestsEmpty } from './requests-empty.tsx';
import { RequestsToolbar } from './requests-toolbar.tsx';

interface RequestsPageProps {
  currency: Currency;
  hourFormat?: '12' | '24' | undefined;
  /** The "move to another slot" dialog (composed by the route). */
  moveDialog: RenderMoveDialog;
  /** The stack's single-key shortcuts (the artist's feature) and their switch (composed by the route). */
  shortcuts: boolean;
  onShortcutsChange: (on: boolean) => void;
}

/**
 * `/app/requests`: the artist's pending or refused requests, in a stack (one at a time, to answer
 * fast) or a list, filtered and ordered by the address's search. Answers are told above the view.
 */
export function RequestsPage({
  currency,
  hourFormat,
  moveDialog,
  shortcuts,
  onShortcutsChange,
}: RequestsPageProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useRequestFilters();
  const search = filtersSearch(filters);
  const { data, error, isLoading, mutate } = useMyRequests(listQueryOf(filters));
  const [notice, setNotice] = useState<{ feedback: ActionFeedback; focus: boolean } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const filtered = activeFilterCount(filters) > 0;

  // A new view of the list starts without the last answer's message.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each change of the address only
  useEffect(() => setNotice(null), [search]);
  useEffect(() => {
    if (notice?.focus) noticeRef.current?.focus();
  }, [notice]);

  const requests = data?.requests ?? [];
  return (
    <div className="stack requests-page">
      <PageTitle page={t('web.requests.pageTitle')} />
      <h1>{t('web.requests.title')}</h1>
      <RequestsToolbar filters={filters} onChange={setFilters} />
      <RequestFiltersForm
        key={search}
        filters={filters}
        locations={data?.locations ?? []}
        currency={currency}
        onApply={setFilters}
      />
      {notice && <ActionNotice feedback={notice.feedback} ref={noticeRef} />}
      {error && !data && <LoadError error={error} onRetry={mutate} />}
      {!data && !error && <PageLoader />}
      {data && (
        <div className="requests-page__results" aria-busy={isLoading || undefined}>
          {requests.length === 0 ? (
            <RequestsEmpty
              tab={filters.status}
              filtered={filtered}
              onClearFilters={() => setFilters(withoutFilters(filters))}
            />
          ) : filters.view === 'stack' ? (
            <RequestStack
              requests={requests}
              currency={currency}
              hourFormat={hourFormat}
              moveDialog={moveDialog}
              backSearch={search}
              onOutcome={(outcome, focus) => setNotice({ feedback: outcome.feedback, focus })}
              shortcuts={shortcuts}
              onShortcutsChange={onShortcutsChange}
            />
          ) : (
            <RequestList requests={requests} hourFormat={hourFormat} backSearch={search} />
          )}
        </div>
      )}
    </div>
  );
}
