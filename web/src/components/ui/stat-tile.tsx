import './ui.css';
import type { ReactNode } from 'react';

interface StatTileProps {
  label: string;
  value: ReactNode;
  /** One line under the figure: what it counts, or how it moved. */
  hint?: ReactNode;
  /** Up is good, down is bad, flat is neither: said in `hint`, shown by the tone. */
  trend?: 'up' | 'down' | 'flat' | undefined;
}

/** One figure with its name (revenue this week, pending requests...): a term and its value. */
export function StatTile({ label, value, hint, trend }: StatTileProps) {
  return (
    <dl className="stat-tile">
      <dt className="stat-tile__label">{label}</dt>
      <dd className="stat-tile__value">{value}</dd>
      {hint && <dd className={`stat-tile__hint${trend ? ` stat-tile__hint--${trend}` : ''}`}>{hint}</dd>}
    </dl>
  );
}
