import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../components/layouts/public-layout.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { LandingPage } from '../../features/landing/components/landing-page.tsx';

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
