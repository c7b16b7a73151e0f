import type { ReactNode } from 'react';

interface PortalSectionProps {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  /** How many items it lists, shown after the title. */
  count: number;
  /** Said instead of the list when it has no item. */
  empty: string;
  /** The items (`<li>` cards). */
  children: ReactNode;
}

/** One headed list of the client's portal (ongoing or declined requests, upcoming or past bookings). */
export function PortalSection({ id, title, count, empty, children }: PortalSectionProps) {
  return (
    <section className="stack" aria-labelledby={id}>
      <h2 id={id}>
        {title} <span className="muted">({count})</span>
      </h2>
      {count === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="plain-list portal-list">{children}</ul>
      )}
    </section>
  );
}
