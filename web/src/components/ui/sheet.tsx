import './ui.css';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Names the close button ("Close"), in the caller's language. */
  closeLabel: string;
  children: ReactNode;
}

/**
 * A bottom sheet on phones, a centred panel on wider screens (Radix Dialog: focus trapped inside,
 * Escape and the backdrop close it, focus returns to the opener).
 */
export function Sheet({ open, onOpenChange, title, closeLabel, children }: SheetProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="sheet-overlay" />
        <DialogPrimitive.Content className="sheet" aria-describedby={undefined}>
          <div className="sheet__head">
            <DialogPrimitive.Title className="sheet__title">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close className="icon-button" aria-label={closeLabel}>
              <X aria-hidden="true" size={20} />
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
