import { useTranslation } from 'react-i18next';
import { Button } from '#web/src/components/ui/button.tsx';
import type { CalendarView } from '#web/src/features/bookings/utils/calendar-window.ts';

const PREVIOUS = {
  month: 'web.bookings.calendar.previous.month',
  week: 'web.bookings.calendar.previous.week',
  day: 'web.bookings.calendar.previous.day',
} as const;
const NEXT = {
  month: 'web.bookings.calendar.next.month',
  week: 'web.bookings.calendar.next.week',
  day: 'web.bookings.calendar.next.day',
} as const;

interface CalendarToolbarProps {
  view: CalendarView;
  /** The period shown, in words (`mai 2026`, `27 avril – 3 mai 2026`). */
  title: string;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
}

/**
 * Previous, today, next, and the period shown. The title is a live region: after a move the new
 * period is read out. Keys: P, T, N (see `useCalendarShortcuts`).
 */
export function CalendarToolbar({ view, title, onPrevious, onNext, onToday }: CalendarToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className="calendar-toolbar">
      <div className="calendar-toolbar__buttons">
        <Button variant="secondary" onClick={onPrevious} aria-keyshortcuts="P" aria-label={t(PREVIOUS[view])}>
          <span aria-hidden="true">‹</span>
        </Button>
        <Button variant="secondary" onClick={onToday} aria-keyshortcuts="T">
          {t('web.bookings.calendar.today')}
        </Button>
        <Button variant="secondary" onClick={onNext} aria-keyshortcuts="N" aria-label={t(NEXT[view])}>
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      <h2 className="calendar-toolbar__title" aria-live="polite">
        {title}
      </h2>
    </div>
  );
}
