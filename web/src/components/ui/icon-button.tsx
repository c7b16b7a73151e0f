import './ui.css';
import type { ComponentProps, ReactNode } from 'react';

interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  /** The button's name: an icon alone says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
}

/** A square button holding only an icon (at least 44 px to tap), named by `label`. */
export function IconButton({ label, icon, type = 'button', className, ...props }: IconButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={['icon-button', className].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
    >
      {icon}
    </button>
  );
}
