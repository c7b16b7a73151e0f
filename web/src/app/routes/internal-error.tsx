import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom';
import { PublicLayout } from '#web/src/components/layouts/public-layout.tsx';
import { NotFound } from '#web/src/components/not-found.tsx';
import { Button } from '#web/src/components/ui/button.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';

/** The page shown when a page fails (the routes' `errorElement`). */
export function InternalError() {
  const error = useRouteError();
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PublicLayout>
        <NotFound path={location.pathname} />
      </PublicLayout>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return <InternalErrorPage />;
}

/** 'Something went wrong' with a reload button, in the public layout. */
export function InternalErrorPage() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <section className="stack" aria-labelledby="internal-error-title">
        <PageTitle page={t('web.internalError.pageTitle')} />
        <h1 id="internal-error-title">{t('web.internalError.title')}</h1>
        <p>{t('web.internalError.text')}</p>
        <div className="row">
          <Button onClick={() => window.location.reload()}>{t('web.internalError.reload')}</Button>
          <Link to="/">{t('web.common.backHome')}</Link>
        </div>
      </section>
    </PublicLayout>
  );
}
