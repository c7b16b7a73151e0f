import { useTranslation } from 'react-i18next';
import { LOCALES } from '#shared/i18n/locales.ts';

/** The `<option>`s of a language select: each language named in the interface's, tagged with its own. */
export function LanguageOptions() {
  const { t } = useTranslation();
  return LOCALES.map((locale) => (
    <option key={locale} value={locale} lang={locale}>
      {t(`web.language.${locale}`)}
    </option>
  ));
}
