import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Opens each new page at its top, as the app's `<ScrollRestoration>` does (a data router's): after
 * a link (push), not on Back or Forward, where the browser restores the position itself.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigation = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path
  useEffect(() => {
    if (navigation === 'PUSH') window.scrollTo(0, 0);
  }, [pathname, navigation]);
  return null;
}
