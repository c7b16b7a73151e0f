import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import { artistPaths, pathTo } from '#web/src/app/paths.ts';
import { Alert } from '#web/src/components/ui/alert.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { PublicProfileGate } from './public-profile-gate.tsx';

/** What differs between a flash's page and a realisation's. */
interface PublicItemPageProps<T extends { title: string }> {
  find: (profile: PublicProfile, id: string) => T | undefined;
  /** The page listing every item of the kind. */
  allPath: (pseudo: string) => string;
  allLabel: 'web.portfolio.public.allFlashes' | 'web.portfolio.public.allWorks';
  notFound: 'web.portfolio.public.flashNotFound' | 'web.portfolio.public.workNotFound';
  render: (item: T, profile: PublicProfile) => ReactNode;
}

/** `/{pseudo}/flashs/{id}` and `/{pseudo}/done/{id}`: one item, from the artist page's single response. */
export function PublicItemPage<T extends { title: string }>({
  find,
  allPath,
  allLabel,
  notFound,
  render,
}: PublicItemPageProps<T>) {
  const { t } = useTranslation();
  const { pseudo = '', id = '' } = useParams();
  return (
    <PublicProfileGate pseudo={pseudo}>
      {(profile) => {
        const item = find(profile, id);
        return (
          <div className="stack">
            <PageTitle page={item ? `${item.title} – ${profile.displayName}` : profile.displayName} />
            <nav className="row" aria-label={profile.displayName}>
              <Link to={pathTo(artistPaths.profile, { pseudo: profile.pseudo })}>
                {t('web.portfolio.public.backToProfile', { displayName: profile.displayName })}
              </Link>
              <Link to={allPath(profile.pseudo)}>{t(allLabel)}</Link>
            </nav>
            {item ? render(item, profile) : <Alert tone="info">{t(notFound)}</Alert>}
          </div>
        );
      }}
    </PublicProfileGate>
  );
}
