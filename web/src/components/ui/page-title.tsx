import { useTranslation } from 'react-i18next';

/** The document title, `{page} | Inkslot` (React hoists `<title>` into the head). */
export function PageTitle({ page }: { page: string }) {
  const { t } = useTranslation();
  return <title>{t('web.title', { page })}</title>;
}
