import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  APPLY_UPDATE_EVENT,
  NEW_BUILD_EVENT,
  startBuildCheck,
  UPDATE_READY_EVENT,
} from '#web/src/lib/build-check.ts';
import { Button } from './ui/button.tsx';

/** Says `type` on `window`; true when a listener (the app's worker, ADR 0099) takes it over. */
const takenOver = (type: string) => !window.dispatchEvent(new Event(type, { cancelable: true }));

/**
 * Polls `/build.json` every hour; when a newer build is deployed, offers a reload. Where the app's
 * worker runs (`app-worker.ts`, the artist's space), it takes both steps over: the banner shows once
 * the new build is precached (or its worker found it first), and the reload is its one reload.
 */
export function UpdateBanner({ enabled = import.meta.env.PROD }: { enabled?: boolean }) {
  const { t } = useTranslation();
  const [available, setAvailable] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const ready = () => setAvailable(true);
    window.addEventListener(UPDATE_READY_EVENT, ready);
    const stop = startBuildCheck({ onNewBuild: () => takenOver(NEW_BUILD_EVENT) || ready() });
    return () => {
      stop();
      window.removeEventListener(UPDATE_READY_EVENT, ready);
    };
  }, [enabled]);
  if (!available || dismissed) return null;
  return (
    <div className="update-banner" role="status">
      <span>{t('web.update.available')}</span>
      <Button onClick={() => takenOver(APPLY_UPDATE_EVENT) || window.location.reload()}>
        {t('web.update.reload')}
      </Button>
      <Button variant="secondary" onClick={() => setDismissed(true)}>
        {t('web.update.dismiss')}
      </Button>
    </div>
  );
}
