import { useEffect, useRef } from 'react';

/** Whether a key press belongs to what has the focus (typing in a field, a menu). */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type);
  }
  return false;
}

/**
 * Single-key shortcuts (`{ a: accept }`, keys in lower case) on the whole page while `enabled`: never
 * with a modifier, while typing in a field, or while a dialog is open. The page names each key with
 * `aria-keyshortcuts` and lets the artist turn them off (WCAG 2.1.4).
 */
export function useKeyShortcuts(actions: Record<string, () => void>, enabled: boolean) {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      if (typingIn(event.target) || document.querySelector('dialog[open]')) return;
      const action = latest.current[event.key.toLowerCase()];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
