import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { appPaths } from '#web/src/app/paths.ts';
import { Button } from '#web/src/components/ui/button.tsx';
import type { RequestTab } from '#web/src/features/requests/utils/request-filters.ts';

interface RequestsEmptyProps {
  tab: RequestTab;
  filtered: boolean;
  onClearFilters: () => void;
}

/** Nothing to show: why, and what to do about it. */
export function RequestsEmpty({ tab, filtered, onClearFilters }: RequestsEmptyProps) {
  const { t } = useTranslation();
  if (filtered) {
    return (
      <div className="request-empty">
        <p className="request-empty__title">{t('web.requests.empty.filteredTitle')}</p>
        <p>
          <Button variant="secondary" onClick={onClearFilters}>
            {t('web.requests.filters.clear')}
          </Button>
        </p>
      </div>
    );
  }
  if (tab === 'refused') {
    return (
      <div className="request-empty">
        <p className="request-empty__title">{t('web.requests.empty.refusedTitle')}</p>
        <p>{t('web.requests.empty.refusedText')}</p>
      </div>
    );
  }
  return (
    <div className="request-empty">
      <p className="request-empty__title">{t('web.requests.empty.pendingTitle')}</p>
      <p>{t('web.requests.empty.pendingText')}</p>
      <p>
        <Link to={appPaths.availabilities}>{t('web.requests.empty.availabilities')}</Link>
      </p>
    </div>
  );
}
