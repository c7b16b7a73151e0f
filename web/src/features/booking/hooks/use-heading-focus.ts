import { useEffect, useRef } from 'react';

/**
 * A page's heading that takes the focus once the page is shown: after the page's own focus move on
 * a new address (RouteFocus, one frame), so a screen reader starts from it.
 */
export function useHeadingFocus() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    let inner = 0;
    const outer = requestAnimationFrame(() => {
      inner = requestAnimationFrame(() => headingRef.current?.focus({ preventScroll: true }));
    });
    return () => {
      cancelAnimationFrame(outer);
      cancelAnimationFrame(inner);
    };
  }, []);
  return headingRef;
}
