import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { FlashGallery } from '../../../features/portfolio/components/flash-gallery.tsx';
import { useFlashSort } from '../../../features/portfolio/hooks/use-flash-sort.ts';
import { PublicProfileGate } from './public-profile-gate.tsx';

/** `/{pseudo}/flashs`: every flash of an artist, in the chosen order (kept in `?sort=`). */
export function Component() {
  const { t } = useTranslation();
  const { pseudo = '' } = useParams();
  const [sort, setSort] = useFlashSort();
  return (
    <PublicProfileGate pseudo={pseudo}>
      {(profile) => {
        const heading = t('web.portfolio.public.flashesPageTitle', { displayName: profile.displayName });
        return (
          <div className="stack">
            <PageTitle page={heading} />
            <p>
              <Link to={`/${encodeURIComponent(profile.pseudo)}`}>
                {t('web.portfolio.public.backToProfile', { displayName: profile.displayName })}
              </Link>
            </p>
            <h1>{heading}</h1>
            <FlashGallery
              flashes={profile.flashes}
              pseudo={profile.pseudo}
              sort={sort}
              onSortChange={setSort}
              unit={profile.unit}
              title={t('web.portfolio.public.allFlashes')}
            />
          </div>
        );
      }}
    </PublicProfileGate>
  );
}
