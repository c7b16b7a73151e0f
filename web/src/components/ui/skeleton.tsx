import './ui.css';

interface SkeletonProps {
  /** Announced once to screen readers; the grey shapes themselves are hidden from them. */
  label: string;
  lines?: number;
  /** A block (an image, a card) above the lines. */
  block?: boolean;
}

/** The shape of what is loading, so the page does not jump when it arrives. */
export function Skeleton({ label, lines = 3, block = false }: SkeletonProps) {
  return (
    <div className="skeleton-stack" role="status">
      <span className="visually-hidden">{label}</span>
      {block && <span className="skeleton-stack__block" aria-hidden="true" />}
      {Array.from({ length: lines }, (_, index) => (
        // Shapes with no identity but their place.
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder
        <span key={index} className="skeleton-stack__line" aria-hidden="true" />
      ))}
    </div>
  );
}
