import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../components/layouts/public-layout.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { FeatureList } from '../../features/landing/components/feature-list.tsx';
import { Hero } from '../../features/landing/components/hero.tsx';
import { Pricing } from '../../features/landing/components/pricing.tsx';

/** `/`: the landing page. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <PageTitle page={t('web.landing.pageTitle')} />
      <Hero />
      <FeatureList />
      <Pricing />
    </PublicLayout>
  );
}
