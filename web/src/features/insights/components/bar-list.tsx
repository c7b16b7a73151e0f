import type { ReactNode } from 'react';

export interface BarListItem {
  key: string;
  label: string;
  /** What the count says in words (`3 requests`). */
  valueText: string;
  value: number;
  /** A picture before the label (a flash's thumbnail). */
  media?: ReactNode;
}

/**
 * A list with a bar per row (busiest days in weekday order, top flashes by rank): real list items with their words, the
 * bar only decoration, the largest stressed.
 */
export function BarList({ items, label }: { items: BarListItem[]; label: string }) {
  const max = Math.max(1, ...items.map((item) => item.value));
  return (
    <ol className="bar-list" aria-label={label}>
      {items.map((item) => (
        <li
          key={item.key}
          className={`bar-list__item${item.value === max && item.value > 0 ? ' bar-list__item--top' : ''}`}
        >
          {item.media}
          <span className="bar-list__label">{item.label}</span>
          <span className="bar-list__value">{item.valueText}</span>
          <span className="bar-list__track" aria-hidden="true">
            <span className="bar-list__bar" style={{ width: `${(item.value / max) * 100}%` }} />
          </span>
        </li>
      ))}
    </ol>
  );
}
