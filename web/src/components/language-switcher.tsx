import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLocale } from '../../../shared/i18n/locales.ts';
import { currentLocale, switchLanguage } from '../lib/i18n.ts';
import { LanguageOptions } from './language-options.tsx';

/** Picks the interface language; i18next keeps the choice in the `lang` cookie for a year. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="select-field">
      <label htmlFor={id}>{t('web.language.label')}</label>
      <select
        id={id}
        value={currentLocale(i18n)}
        onChange={(event) => {
          const locale = event.target.value;
          if (isLocale(locale)) void switchLanguage(i18n, locale);
        }}
      >
        <LanguageOptions />
      </select>
    </div>
  );
}
