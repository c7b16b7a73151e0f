import './ui.css';
import { type ReactNode, useId } from 'react';

interface CardProps {
  /** The card's heading; the section is named by it. */
  title?: string | undefined;
  /** What sits right of the title (a link, a badge). */
  action?: ReactNode;
  children: ReactNode;
  className?: string | undefined;
}

/** A surface that groups one subject, named by its heading when it has one. */
export function Card({ title, action, children, className }: CardProps) {
  const titleId = useId();
  return (
    <section
      className={['card', 'stack', className].filter(Boolean).join(' ')}
      aria-labelledby={title ? titleId : undefined}
    >
      {(title || action) && (
        <div className="card__head">
          {title && <h2 id={titleId}>{title}</h2>}
          {action}
        </div>
      )}
      {children}
    </section>
  );
}
