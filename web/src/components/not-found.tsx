import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { sitePaths } from '#web/src/app/paths.ts';
import { ButtonLink } from './ui/button-link.tsx';
import { PageTitle } from './ui/page-title.tsx';

interface NotFoundProps {
  /** The path that matched nothing. */
  path: string;
  /** An unknown artist's pseudo: offers to claim it. */
  claimablePseudo?: string | undefined;
}

/** 'Page not found: {path}', and for an unknown pseudo an offer to claim that username. */
export function NotFound({ path, claimablePseudo }: NotFoundProps) {
  const { t } = useTranslation();
  return (
    <section className="stack" aria-labelledby="not-found-title">
      <PageTitle page={t('web.notFound.pageTitle')} />
      <h1 id="not-found-title">{t('web.notFound.title', { path })}</h1>
      {claimablePseudo ? (
        <>
          <p>{t('web.notFound.claimText', { pseudo: claimablePseudo })}</p>
          <div className="row">
            <ButtonLink to={`${sitePaths.signup}?pseudo=${encodeURIComponent(claimablePseudo)}`}>
              {t('web.notFound.claimCta', { pseudo: claimablePseudo })}
            </ButtonLink>
            <Link to="/">{t('web.common.backHome')}</Link>
          </div>
        </>
      ) : (
        <>
          <p>{t('web.notFound.text')}</p>
          <p>
            <Link to="/">{t('web.common.backHome')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
