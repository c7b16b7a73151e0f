import { useTranslation } from 'react-i18next';
import { WorkGallery } from '#web/src/features/portfolio/components/work-gallery.tsx';
import { PublicItemsPage } from './public-items-page.tsx';

/** `/{pseudo}/done`: every realisation of an artist, newest first. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PublicItemsPage heading="web.portfolio.public.worksPageTitle">
      {(profile) => (
        <WorkGallery
          works={profile.works}
          pseudo={profile.pseudo}
          title={t('web.portfolio.public.allWorks')}
        />
      )}
    </PublicItemsPage>
  );
}
