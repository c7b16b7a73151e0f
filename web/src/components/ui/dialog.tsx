import { type ReactNode, useEffect, useId, useRef } from 'react';

interface DialogProps {
  title: string;
  children: ReactNode;
  /** Escape closes the dialog: the owner decides what happens then. */
  onClose: () => void;
  /** A class for the `<dialog>` (a wider dialog, for instance). */
  className?: string | undefined;
}

/**
 * A modal dialog (native `<dialog>`: focus is kept inside). It opens on the element marked
 * `data-autofocus` (React's `autoFocus` runs before the dialog is shown, so the browser would move
 * the focus to the first field instead), else on the first focusable one. Once it is gone, the focus
 * goes back to what had it before (the button that opened it), unless the owner put it elsewhere.
 */
export function Dialog({ title, children, onClose, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      // Only when the dialog has really left the page (not React's development re-run of effects).
      if (dialog.isConnected || !opener?.isConnected) return;
      const active = document.activeElement;
      if (!active || active === document.body) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
