import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { BookingsView } from '#web/src/features/bookings/utils/bookings-search.ts';

const VIEWS = [
  { view: 'month', key: 'web.bookings.views.month', shortcut: 'M' },
  { view: 'week', key: 'web.bookings.views.week', shortcut: 'W' },
  { view: 'day', key: 'web.bookings.views.day', shortcut: 'D' },
  { view: 'list', key: 'web.bookings.views.list', shortcut: 'L' },
] as const;

/** Month, week, day or list: links (the view lives in the address), the current one marked. */
export function ViewSwitch({
  view,
  hrefFor,
}: {
  view: BookingsView;
  hrefFor: (view: BookingsView) => string;
}) {
  const { t } = useTranslation();
  return (
    <nav className="view-switch" aria-label={t('web.bookings.views.label')}>
      <ul className="view-switch__list">
        {VIEWS.map((entry) => (
          <li key={entry.view}>
            <Link
              to={hrefFor(entry.view)}
              className="view-switch__link"
              aria-current={entry.view === view ? 'page' : undefined}
              aria-keyshortcuts={entry.shortcut}
              preventScrollReset
            >
              {t(entry.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
