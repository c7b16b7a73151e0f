import { type ReactNode, useEffect, useId, useRef } from 'react';

interface DialogProps {
  title: string;
  children: ReactNode;
  /** Escape closes the dialog: the owner decides what happens then. */
  onClose: () => void;
}

/** A modal dialog (native `<dialog>`: focus is kept inside and returned on close). */
export function Dialog({ title, children, onClose }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);
  return (
    <dialog
      ref={ref}
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
