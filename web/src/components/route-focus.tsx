import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a client-side navigation, moves focus to the new page's `<main>`, so keyboard and screen
 * reader users start from the page's content (the first load keeps the browser's own behaviour).
 * A page that puts the focus on one of its own elements (the emailed "Pay the deposit" link's
 * button, mounted with `autoFocus` once its data is there) keeps it, whichever comes first: its
 * data or the next frame.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const first = useRef(true);
  // What had the focus when this path was first rendered, before the new page mounted.
  const navigation = useRef({ pathname, before: null as Element | null });
  if (navigation.current.pathname !== pathname) {
    navigation.current = { pathname, before: document.activeElement };
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const { before } = navigation.current;
    const frame = requestAnimationFrame(() => {
      const main = document.getElementById('main');
      if (!main || pageTookFocus(main, before)) return;
      main.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  return null;
}

/** The new page already focused an element of its own (not one kept from the page before). */
function pageTookFocus(main: HTMLElement, before: Element | null) {
  const active = document.activeElement;
  return active !== null && active !== main && active !== before && main.contains(active);
}
