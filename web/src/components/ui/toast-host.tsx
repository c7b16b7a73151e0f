import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '#web/src/lib/toasts.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((module) => ({ default: module.Toaster })));

/** Where toasts appear; the toast library is downloaded with the first toast, not with the page. */
export function ToastHost() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const used = useRef(false);
  if (toasts.length > 0) used.current = true;
  if (!used.current) return null;
  return (
    <Suspense fallback={null}>
      <Toaster toasts={toasts} regionLabel={t('web.ui.toast.region')} closeLabel={t('web.ui.toast.close')} />
    </Suspense>
  );
}
