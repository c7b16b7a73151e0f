import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { WorkDetail } from '../../../features/portfolio/components/work-detail.tsx';
import { worksPath } from '../../../features/portfolio/utils/portfolio-paths.ts';
import { PublicProfileGate } from './public-profile-gate.tsx';

/** `/{pseudo}/done/{id}`: one realisation, its images in the artist's order. */
export function Component() {
  const { t } = useTranslation();
  const { pseudo = '', id = '' } = useParams();
  return (
    <PublicProfileGate pseudo={pseudo}>
      {(profile) => {
        const work = profile.works.find((candidate) => candidate.workId === id);
        return (
          <div className="stack">
            <PageTitle page={work ? `${work.title} – ${profile.displayName}` : profile.displayName} />
            <nav className="row" aria-label={profile.displayName}>
              <Link to={`/${encodeURIComponent(profile.pseudo)}`}>
                {t('web.portfolio.public.backToProfile', { displayName: profile.displayName })}
              </Link>
              <Link to={worksPath(profile.pseudo)}>{t('web.portfolio.public.allWorks')}</Link>
            </nav>
            {work ? (
              <WorkDetail work={work} />
            ) : (
              <Alert tone="info">{t('web.portfolio.public.workNotFound')}</Alert>
            )}
          </div>
        );
      }}
    </PublicProfileGate>
  );
}
