import { useTranslation } from 'react-i18next';

/** `/portal/login`: for now, how clients get into the portal (their first booking request). */
export function Component() {
  const { t } = useTranslation();
  return (
    <section className="card stack">
      <h1>{t('web.portal.login.title')}</h1>
      <p>{t('web.portal.login.text')}</p>
    </section>
  );
}
