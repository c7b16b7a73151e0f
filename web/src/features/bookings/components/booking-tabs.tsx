import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BOOKING_TABS, type BookingTab } from '#shared/api/contracts/lifecycle-views.ts';

const TAB_KEYS = {
  upcoming: 'web.bookings.tabs.upcoming',
  past: 'web.bookings.tabs.past',
  canceled: 'web.bookings.tabs.canceled',
} as const satisfies Record<BookingTab, string>;

interface BookingTabsProps {
  tab: BookingTab;
  onChange: (tab: BookingTab) => void;
  children: ReactNode;
}

/**
 * Upcoming, past, canceled (spec): the WAI-ARIA tabs pattern. Tab enters the selected tab, the arrow
 * keys (and Home, End) move and select, Tab again enters the panel.
 */
export function BookingTabs({ tab, onChange, children }: BookingTabsProps) {
  const { t } = useTranslation();
  const refs = useRef(new Map<BookingTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = BOOKING_TABS.indexOf(tab);
    const last = BOOKING_TABS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = BOOKING_TABS[target] ?? tab;
    onChange(next);
    refs.current.get(next)?.focus();
  };

  return (
    <div className="booking-tabs">
      <div
        role="tablist"
        aria-label={t('web.bookings.tabs.label')}
        className="booking-tabs__list"
        onKeyDown={onKeyDown}
      >
        {BOOKING_TABS.map((entry) => (
          <button
            key={entry}
            ref={(element) => {
              if (element) refs.current.set(entry, element);
              else refs.current.delete(entry);
            }}
            type="button"
            role="tab"
            id={`booking-tab-${entry}`}
            aria-selected={entry === tab}
            aria-controls="booking-tab-panel"
            tabIndex={entry === tab ? 0 : -1}
            className="booking-tabs__tab"
            onClick={() => onChange(entry)}
          >
            {t(TAB_KEYS[entry])}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="booking-tab-panel"
        aria-labelledby={`booking-tab-${tab}`}
        className="booking-tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
