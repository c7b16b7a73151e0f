import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

/**
 * Holds the client on a form with unsaved input: an in-app navigation to a page outside the form is
 * blocked (the owner shows the exit popup and calls `blocker.proceed()` or `blocker.reset()`), and
 * closing or reloading the tab asks the browser's own confirmation. `allowLeaving()` lets the next
 * navigation through (after sending the request).
 */
export function useLeaveGuard(active: boolean, isInsideForm: (pathname: string) => boolean) {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ nextLocation }) => active && !allowed.current && !isInsideForm(nextLocation.pathname),
  );

  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers show their dialog only when a value is returned.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);
  return { blocker, allowLeaving };
}
