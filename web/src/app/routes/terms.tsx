import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../components/layouts/public-layout.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { LegalArticle } from '../../features/legal/components/legal-article.tsx';
import { terms } from '../../features/legal/content/terms.ts';

/** `/terms`: the terms of use (also a prerendered page, ADR 0034). */
export function Component() {
  const { t } = useTranslation();
  return (
    <PublicLayout>
      <PageTitle page={t('web.site.legal.terms.pageTitle')} />
      <LegalArticle page="terms" text={terms} />
    </PublicLayout>
  );
}
