import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { appPaths } from '#web/src/app/paths.ts';
import { ButtonLink } from '#web/src/components/ui/button-link.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';

/** An unknown `/app/*` path: 'Page not found: {path}' inside the shell, with the way back to Today. */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="card coming-soon" aria-labelledby="app-not-found-title">
      <PageTitle page={t('web.notFound.pageTitle')} />
      <h1 id="app-not-found-title">{t('web.notFound.title', { path: pathname })}</h1>
      <p className="muted">{t('web.notFound.text')}</p>
      <ButtonLink to={appPaths.today}>{t('web.workspace.notFound.back')}</ButtonLink>
    </section>
  );
}
