import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { WorkGallery } from '../../../features/portfolio/components/work-gallery.tsx';
import { PublicProfileGate } from './public-profile-gate.tsx';

/** `/{pseudo}/done`: every realisation of an artist, newest first. */
export function Component() {
  const { t } = useTranslation();
  const { pseudo = '' } = useParams();
  return (
    <PublicProfileGate pseudo={pseudo}>
      {(profile) => {
        const heading = t('web.portfolio.public.worksPageTitle', { displayName: profile.displayName });
        return (
          <div className="stack">
            <PageTitle page={heading} />
            <p>
              <Link to={`/${encodeURIComponent(profile.pseudo)}`}>
                {t('web.portfolio.public.backToProfile', { displayName: profile.displayName })}
              </Link>
            </p>
            <h1>{heading}</h1>
            <WorkGallery
              works={profile.works}
              pseudo={profile.pseudo}
              title={t('web.portfolio.public.allWorks')}
            />
          </div>
        );
      }}
    </PublicProfileGate>
  );
}
