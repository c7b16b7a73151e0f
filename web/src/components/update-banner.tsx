import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startBuildCheck } from '#web/src/lib/build-check.ts';
import { Button } from './ui/button.tsx';

/** Polls `/build.json` every hour; when a newer build is deployed, offers a reload. */
export function UpdateBanner({ enabled = import.meta.env.PROD }: { enabled?: boolean }) {
  const { t } = useTranslation();
  const [available, setAvailable] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    return startBuildCheck({ onNewBuild: () => setAvailable(true) });
  }, [enabled]);
  if (!available || dismissed) return null;
  return (
    <div className="update-banner" role="status">
      <span>{t('web.update.available')}</span>
      <Button onClick={() => window.location.reload()}>{t('web.update.reload')}</Button>
      <Button variant="secondary" onClick={() => setDismissed(true)}>
        {t('web.update.dismiss')}
      </Button>
    </div>
  );
}
