import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import type { NavItem } from './nav-items.ts';

interface NavEntryProps {
  item: NavItem;
  /** A live count (pending requests): shown as a badge, read as the entry's description. */
  count?: number | undefined;
  countLabel?: string | undefined;
  variant: 'sidebar' | 'tab' | 'sheet';
  onNavigate?: () => void;
}

/**
 * One entry of the artist's navigation: icon, name, and a count or a "Soon" badge. The entry is named
 * by its label alone ("Requests"); the count is its description ("3 pending requests").
 */
export function NavEntry({ item, count, countLabel, variant, onNavigate }: NavEntryProps) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const Icon = item.icon;
  const counted = count !== undefined && count > 0;
  return (
    <>
      <NavLink
        to={item.to}
        end={item.end}
        className={`nav-entry nav-entry--${variant}`}
        onClick={onNavigate}
        aria-describedby={counted ? descriptionId : undefined}
      >
        <Icon aria-hidden="true" className="nav-entry__icon" />
        <span className="nav-entry__label">{t(`web.workspace.nav.${item.id}`)}</span>
        {counted && (
          <span className="badge nav-entry__badge nav-entry__count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        )}
      </NavLink>
      {counted && (
        <span id={descriptionId} hidden>
          {countLabel}
        </span>
      )}
    </>
  );
}
