import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import { artistPaths, pathTo } from '#web/src/app/paths.ts';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { PublicProfileGate } from './public-profile-gate.tsx';

interface PublicItemsPageProps {
  heading: 'web.portfolio.public.flashesPageTitle' | 'web.portfolio.public.worksPageTitle';
  /** The kind's gallery. */
  children: (profile: PublicProfile) => ReactNode;
}

/** `/{pseudo}/flashs` and `/{pseudo}/done`: every item of a kind, from the artist page's single response. */
export function PublicItemsPage({ heading: headingKey, children }: PublicItemsPageProps) {
  const { t } = useTranslation();
  const { pseudo = '' } = useParams();
  return (
    <PublicProfileGate pseudo={pseudo}>
      {(profile) => {
        const heading = t(headingKey, { displayName: profile.displayName });
        return (
          <div className="stack">
            <PageTitle page={heading} />
            <p>
              <Link to={pathTo(artistPaths.profile, { pseudo: profile.pseudo })}>
                {t('web.portfolio.public.backToProfile', { displayName: profile.displayName })}
              </Link>
            </p>
            <h1>{heading}</h1>
            {children(profile)}
          </div>
        );
      }}
    </PublicProfileGate>
  );
}
