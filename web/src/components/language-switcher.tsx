import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../lib/i18n.ts';
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
        onChange={(event) => void i18n.changeLanguage(event.target.value)}
      >
        <LanguageOptions />
      </select>
    </div>
  );
}
