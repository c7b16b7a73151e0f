import { useEffect, useRef } from 'react';

/**
 * What each key does on the bookings page (see `aria-keyshortcuts` on the buttons). Moving in time
 * is for the calendar only: without those actions (the list) the keys are left to the browser.
 */
export interface CalendarShortcuts {
  previous?: (() => void) | undefined;
  next?: (() => void) | undefined;
  today?: (() => void) | undefined;
  view: (view: 'month' | 'week' | 'day' | 'list') => void;
}

const VIEW_KEYS = { m: 'month', w: 'week', d: 'day', l: 'list' } as const;

function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('dialog[open]') !== null
  );
}

/**
 * Single-key shortcuts, as calendars have them: `p`/`n` previous and next, `t` today, `m`, `w`, `d`,
 * `l` the views. Ignored while typing, in a dialog, or with a modifier (the browser's own keys).
 */
export function useCalendarShortcuts(shortcuts: CalendarShortcuts, enabled = true) {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        typingIn(event.target)
      ) {
        return;
      }
      if (document.querySelector('dialog[open]')) return;
      const key = event.key.toLowerCase();
      const actions = latest.current;
      const moves = { p: actions.previous, n: actions.next, t: actions.today };
      const action = Object.hasOwn(VIEW_KEYS, key)
        ? () => actions.view(VIEW_KEYS[key as keyof typeof VIEW_KEYS])
        : Object.hasOwn(moves, key)
          ? moves[key as keyof typeof moves]
          : undefined;
      if (!action) return;
      action();
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
