import { appPaths } from '#web/src/app/paths.ts';
import './workspace.css';
import { Ellipsis } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { AccountMenuProps } from './account-menu.tsx';
import { AccountMenuButton } from './account-menu-button.tsx';
import { NavEntry } from './nav-entry.tsx';
import { MORE_ITEMS, NAV_GROUPS, TAB_ITEMS } from './nav-items.ts';

/** The phone's "More" sheet (Radix Dialog), downloaded when first opened. */
const MoreSheet = lazy(() => import('./more-sheet.tsx').then((module) => ({ default: module.MoreSheet })));

interface ArtistShellProps {
  account: Omit<AccountMenuProps, 'variant'>;
  /** Pending requests: the live count on Requests. */
  pendingCount?: number | undefined;
  children: ReactNode;
}

/**
 * The artist's space (`/app`): a grouped sidebar on a laptop; on a phone a top bar with the account
 * menu and a bottom tab bar (Today, Requests, Bookings, Messages, More) whose "More" opens a sheet
 * with the rest. Nothing scrolls sideways at 320 px.
 */
export function ArtistShell({ account, pendingCount, children }: ArtistShellProps) {
  const { t } = useTranslation();
  const [moreOpen, setMoreOpen] = useState(false);
  const [moreLoaded, setMoreLoaded] = useState(false);
  const { pathname } = useLocation();
  const inMore = MORE_ITEMS.some(
    (item) => item.to !== appPaths.today && pathname.startsWith(item.to.split('#')[0] ?? ''),
  );
  const countOf = (id: string) => (id === 'requests' ? pendingCount : undefined);
  const countLabel = t('web.workspace.nav.pending', { count: pendingCount ?? 0 });
  return (
    <div className="shell">
      <a className="skip-link" href="#main">
        {t('web.common.skipToContent')}
      </a>
      <aside className="shell__sidebar">
        <Link className="shell__brand" to={appPaths.today}>
          {t('web.brand')}
        </Link>
        <nav className="shell__nav" aria-label={t('web.workspace.nav.label')}>
          {NAV_GROUPS.map((group) => (
            <div key={group.id} className="shell__group">
              {group.id === 'portfolio' && (
                <p className="shell__group-title">{t('web.workspace.nav.portfolio')}</p>
              )}
              <ul className="plain-list">
                {group.items.map((item) => (
                  <li key={item.id}>
                    <NavEntry
                      item={item}
                      variant="sidebar"
                      count={countOf(item.id)}
                      countLabel={countLabel}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="shell__account">
          <AccountMenuButton {...account} variant="full" />
        </div>
      </aside>
      <div className="shell__body">
        <header className="shell__topbar">
          <Link className="shell__brand" to={appPaths.today}>
            {t('web.brand')}
          </Link>
          <AccountMenuButton {...account} variant="compact" />
        </header>
        <main id="main" tabIndex={-1} className="shell__main">
          {children}
        </main>
      </div>
      <nav className="shell__tabbar bottom-bar" aria-label={t('web.workspace.nav.label')}>
        <ul className="plain-list shell__tabs">
          {TAB_ITEMS.map((item) => (
            <li key={item.id}>
              <NavEntry item={item} variant="tab" count={countOf(item.id)} countLabel={countLabel} />
            </li>
          ))}
          <li>
            <button
              type="button"
              className="nav-entry nav-entry--tab"
              aria-haspopup="dialog"
              aria-expanded={moreOpen}
              aria-current={inMore ? 'page' : undefined}
              onClick={() => {
                setMoreLoaded(true);
                setMoreOpen(true);
              }}
            >
              <Ellipsis aria-hidden="true" className="nav-entry__icon" />
              <span className="nav-entry__label">{t('web.workspace.nav.more')}</span>
            </button>
          </li>
        </ul>
      </nav>
      {moreLoaded && (
        <Suspense fallback={null}>
          <MoreSheet open={moreOpen} onOpenChange={setMoreOpen} />
        </Suspense>
      )}
    </div>
  );
}
