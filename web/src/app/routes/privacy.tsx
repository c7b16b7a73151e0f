import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../components/layouts/public-layout.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { LegalArticle } from '../../features/legal/components/legal-article.tsx';
import { privacy } from '../../features/legal/content/privacy.ts';

/** `/privacy`: the privacy policy (also a prerendered page, ADR 0034). */
export function Component() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <PageTitle page={t('web.site.legal.privacy.pageTitle')} />
      <LegalArticle page="privacy" text={privacy} />
    </PublicLayout>
  );
}
