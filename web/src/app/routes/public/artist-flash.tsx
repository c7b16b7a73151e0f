import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { FlashDetail } from '../../../features/portfolio/components/flash-detail.tsx';
import { flashesPath } from '../../../features/portfolio/utils/portfolio-paths.ts';
import { PublicProfileGate } from './public-profile-gate.tsx';

/** `/{pseudo}/flashs/{id}`: one flash, from the artist page's single response. */
export function Component() {
  const { t } = useTranslation();
  const { pseudo = '', id = '' } = useParams();
  return (
    <PublicProfileGate pseudo={pseudo}>
      {(profile) => {
        const flash = profile.flashes.find((candidate) => candidate.flashId === id);
        return (
          <div className="stack">
            <PageTitle page={flash ? `${flash.title} – ${profile.displayName}` : profile.displayName} />
            <nav className="row" aria-label={profile.displayName}>
              <Link to={`/${encodeURIComponent(profile.pseudo)}`}>
                {t('web.portfolio.public.backToProfile', { displayName: profile.displayName })}
              </Link>
              <Link to={flashesPath(profile.pseudo)}>{t('web.portfolio.public.allFlashes')}</Link>
            </nav>
            {flash ? (
              <FlashDetail
                flash={flash}
                pseudo={profile.pseudo}
                unit={profile.unit}
                bookable={profile.reservations.requests}
              />
            ) : (
              <Alert tone="info">{t('web.portfolio.public.flashNotFound')}</Alert>
            )}
          </div>
        );
      }}
    </PublicProfileGate>
  );
}
