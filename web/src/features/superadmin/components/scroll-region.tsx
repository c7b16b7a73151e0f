import type { ReactNode } from 'react';

/** A wide table's frame: it scrolls sideways inside the page, and the keyboard can reach it to scroll. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      className="admin-table-wrap"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
    >
      {children}
    </section>
  );
}
