import { useTranslation } from 'react-i18next';
import { FlashGallery } from '../../../features/portfolio/components/flash-gallery.tsx';
import { useFlashSort } from '../../../features/portfolio/hooks/use-flash-sort.ts';
import { PublicItemsPage } from './public-items-page.tsx';

/** `/{pseudo}/flashs`: every flash of an artist, in the chosen order (kept in `?sort=`). */
export function Component() {
  const { t } = useTranslation();
  const [sort, setSort] = useFlashSort();
  return (
    <PublicItemsPage heading="web.portfolio.public.flashesPageTitle">
      {(profile) => (
        <FlashGallery
          flashes={profile.flashes}
          pseudo={profile.pseudo}
          sort={sort}
          onSortChange={setSort}
          unit={profile.unit}
          title={t('web.portfolio.public.allFlashes')}
        />
      )}
    </PublicItemsPage>
  );
}
