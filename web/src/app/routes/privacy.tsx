import { useTranslation } from 'react-i18next';
import { PublicLayout } from '#web/src/components/layouts/public-layout.tsx';
import { PageTitle } from '#web/src/components/ui/page-title.tsx';
import { LegalArticle } from '#web/src/features/legal/components/legal-article.tsx';
import { privacy } from '#web/src/features/legal/content/privacy.ts';

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
