import { CalendarDays, Inbox, LogOut, MessageCircle, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { pathTo, portalPaths } from '#web/src/app/paths.ts';
import './portal-nav.css';

const ENTRIES = [
  { to: portalPaths.requests, key: 'requests', Icon: Inbox },
  { to: portalPaths.bookings, key: 'bookings', Icon: CalendarDays },
  { to: pathTo(portalPaths.messages, {}), key: 'messages', Icon: MessageCircle },
  { to: portalPaths.profile, key: 'profile', Icon: UserRound },
] as const;

/**
 * The client's space: its four pages as tabs (in the header on a laptop, a bottom tab bar on a
 * phone, as the artist's workspace) and the sign-out.
 */
export function PortalNav({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <nav className="portal-nav bottom-bar" aria-label={t('web.portal.nav.label')}>
        <ul className="plain-list portal-nav__tabs">
          {ENTRIES.map(({ to, key, Icon }) => (
            <li key={key}>
              <NavLink to={to} className="portal-nav__tab" aria-label={t(`web.portal.nav.${key}`)}>
                <Icon aria-hidden="true" className="portal-nav__icon" />
                <span className="portal-nav__label">{t(`web.portal.nav.${key}`)}</span>
                {/* The phone's tab bar: a word of the same name, so four tabs fit on one line each. */}
                <span className="portal-nav__label portal-nav__label--short" aria-hidden="true">
                  {t(`web.portal.nav.short.${key}`)}
                </span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className="button button--ghost button--sm portal-logout" onClick={onLogout}>
        <LogOut aria-hidden="true" size={18} />
        {t('web.portal.nav.logout')}
      </button>
    </>
  );
}
