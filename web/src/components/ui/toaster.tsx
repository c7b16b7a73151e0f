import './ui.css';
import * as ToastPrimitive from '@radix-ui/react-toast';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { dismissToast, type Toast } from '#web/src/lib/toasts.ts';

interface ToasterProps {
  toasts: readonly Toast[];
  /** Names the region (F8 moves the focus there) and the close buttons, in the page's language. */
  regionLabel: string;
  closeLabel: string;
}

/**
 * The toasts on screen (Radix Toast): announced politely (errors assertively), kept while hovered or
 * focused, swiped or closed away, gone after 6 s (errors after 10 s).
 */
export function Toaster({ toasts, regionLabel, closeLabel }: ToasterProps) {
  return (
    <ToastPrimitive.Provider swipeDirection="right" label={regionLabel}>
      {toasts.map((toast) => (
        <ToastPrimitive.Root
          key={toast.id}
          className={`toast toast--${toast.tone}`}
          type={toast.tone === 'error' ? 'foreground' : 'background'}
          duration={toast.tone === 'error' ? 10_000 : 6_000}
          onOpenChange={(open) => {
            if (!open) dismissToast(toast.id);
          }}
        >
          <span className="toast__icon" aria-hidden="true">
            {toast.tone === 'error' ? <CircleAlert size={20} /> : <CircleCheck size={20} />}
          </span>
          <ToastPrimitive.Title className="toast__title">{toast.title}</ToastPrimitive.Title>
          <ToastPrimitive.Close className="icon-button button--sm" aria-label={closeLabel}>
            <X aria-hidden="true" size={16} />
          </ToastPrimitive.Close>
          {toast.description && (
            <ToastPrimitive.Description className="toast__description">
              {toast.description}
            </ToastPrimitive.Description>
          )}
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="toast-viewport" />
    </ToastPrimitive.Provider>
  );
}
