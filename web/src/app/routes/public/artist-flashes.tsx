import { useTranslation } from 'react-i18next';
import { ArtistFlashGallery } from '#web/src/features/portfolio/components/flash-gallery.tsx';
import { PublicItemsPage } from './public-items-page.tsx';

/** `/{pseudo}/flashs`: every flash of an artist, in the chosen order (kept in `?sort=`). */
export function Component() {
  const { t } = useTranslation();
  return (
    <PublicItemsPage heading="web.portfolio.public.flashesPageTitle">
      {(profile) => <ArtistFlashGallery profile={profile} title={t('web.portfolio.public.allFlashes')} />}
    </PublicItemsPage>
  );
}
