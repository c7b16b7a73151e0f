import { useTranslation } from 'react-i18next';

/** Shown while a page's code or data loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="loader" role="status">
      <span className="loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('web.common.loading')}</span>
    </div>
  );
}
