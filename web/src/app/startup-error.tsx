import { useTranslation } from 'react-i18next';
import { Button } from '#web/src/components/ui/button.tsx';

/** Shown when the app cannot start (`/config.json` unreachable). */
export function StartupError() {
  const { t } = useTranslation();
  return (
    <main id="main" tabIndex={-1} className="site-main site-main--narrow">
      <div className="card stack" role="alert">
        <h1>{t('web.internalError.title')}</h1>
        <p>{t('web.internalError.text')}</p>
        <Button onClick={() => window.location.reload()}>{t('web.internalError.reload')}</Button>
      </div>
    </main>
  );
}
