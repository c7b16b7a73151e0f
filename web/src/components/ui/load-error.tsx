import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';

interface LoadErrorProps {
  /** The failed load: its (already localized) message is shown. */
  error: { message: string };
  /** Loads again (SWR's `mutate`). */
  onRetry: () => unknown;
  /** What follows the button (a link back). */
  children?: ReactNode;
}

/** Data that could not be loaded: the reason, announced at once (`role=alert`), and a Retry button. */
export function LoadError({ error, onRetry, children }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <Alert tone="error">{error.message}</Alert>
      <p>
        <Button variant="secondary" onClick={() => void onRetry()}>
          {t('web.common.retry')}
        </Button>
      </p>
      {children}
    </div>
  );
}
