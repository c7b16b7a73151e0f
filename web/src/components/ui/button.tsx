import type { ComponentProps } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';

export function buttonClass(variant: ButtonVariant = 'primary', block = false): string {
  return ['button', variant !== 'primary' && `button--${variant}`, block && 'button--block']
    .filter(Boolean)
    .join(' ');
}

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  block?: boolean;
  /** Shows the busy text and keeps the button from being pressed twice. */
  busy?: boolean;
  busyLabel?: string;
}

export function Button({
  variant,
  block,
  busy,
  busyLabel,
  children,
  type = 'button',
  disabled,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={buttonClass(variant, block)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
