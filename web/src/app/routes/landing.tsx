import { useTranslation } from 'react-i18next';
import { PublicLayout } from '#web/src/components/layouts/public-layout.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { LandingPage } from '#web/src/features/landing/components/landing-page.tsx';

/** `/`: the landing page (the server sends its prerendered copy on a first load, ADR 0034). */
export function Component() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <PageTitle page={t('web.site.landing.pageTitle')} />
      <LandingPage />
    </PublicLayout>
  );
}
