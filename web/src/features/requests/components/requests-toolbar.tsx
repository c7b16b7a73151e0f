import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { appPaths } from '#web/src/app/paths.ts';
import {
  filtersSearch,
  REQUEST_ORDERS,
  REQUEST_TABS,
  REQUEST_VIEWS,
  type RequestFilters,
} from '#web/src/features/requests/utils/request-filters.ts';

interface RequestsToolbarProps {
  filters: RequestFilters;
  onChange: (filters: RequestFilters) => void;
}

/**
 * Pending or refused, stack or list, oldest or newest first. The tabs and views are links to their
 * address (the back button and a new tab work); the order applies as soon as it is chosen.
 */
export function RequestsToolbar({ filters, onChange }: RequestsToolbarProps) {
  const { t } = useTranslation();
  const orderId = useId();
  const link = (change: Partial<RequestFilters>) => ({
    pathname: appPaths.requests,
    search: filtersSearch({ ...filters, ...change }),
  });
  return (
    <div className="requests-toolbar">
      <nav className="segmented" aria-label={t('web.requests.tabs.label')}>
        {REQUEST_TABS.map((status) => (
          <Link
            key={status}
            to={link({ status })}
            aria-current={filters.status === status ? 'page' : undefined}
            className="segmented__option"
          >
            {t(`web.requests.tabs.${status}`)}
          </Link>
        ))}
      </nav>
      <nav className="segmented" aria-label={t('web.requests.views.label')}>
        {REQUEST_VIEWS.map((view) => (
          <Link
            key={view}
            to={link({ view })}
            aria-current={filters.view === view ? 'page' : undefined}
            className="segmented__option"
          >
            {t(`web.requests.views.${view}`)}
          </Link>
        ))}
      </nav>
      <div className="select-field">
        <label htmlFor={orderId}>{t('web.requests.order.label')}</label>
        <select
          id={orderId}
          value={filters.order}
          onChange={(event) =>
            onChange({
              ...filters,
              order: REQUEST_ORDERS.find((order) => order === event.target.value) ?? 'oldest',
            })
          }
        >
          {REQUEST_ORDERS.map((order) => (
            <option key={order} value={order}>
              {t(`web.requests.order.${order}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
