import { useTranslation } from 'react-i18next';
import type { Locale } from '#shared/i18n/locales.ts';
import { currentLocale } from '#web/src/lib/i18n.ts';

/** The interface language, for number, price and length formats. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return currentLocale(i18n);
}
