import './ui.css';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { THEME_PREFERENCES, type ThemePreference } from '#web/src/lib/theme.ts';

interface PreferenceMenuGroupsProps {
  locale: Locale;
  theme: ThemePreference;
  onLanguage: (locale: Locale) => void;
  onTheme: (theme: ThemePreference) => void;
}

/**
 * The language and theme choices of a menu (Radix DropdownMenu radio groups), shared by the
 * account menu and the public pages' menu: each language named as the interface names it and
 * tagged with its own `lang`.
 */
export function PreferenceMenuGroups({ locale, theme, onLanguage, onTheme }: PreferenceMenuGroupsProps) {
  const { t } = useTranslation();
  return (
    <>
      <DropdownMenu.Label className="menu__label">{t('web.language.label')}</DropdownMenu.Label>
      <DropdownMenu.RadioGroup value={locale} onValueChange={(value) => onLanguage(value as Locale)}>
        {LOCALES.map((option) => (
          <DropdownMenu.RadioItem
            key={option}
            value={option}
            className="menu__item menu__item--radio"
            lang={option}
          >
            <DropdownMenu.ItemIndicator className="menu__indicator">
              <Check aria-hidden="true" size={16} />
            </DropdownMenu.ItemIndicator>
            {t(`web.language.${option}`)}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
      <DropdownMenu.Separator className="menu__separator" />
      <DropdownMenu.Label className="menu__label">{t('web.theme.label')}</DropdownMenu.Label>
      <DropdownMenu.RadioGroup value={theme} onValueChange={(value) => onTheme(value as ThemePreference)}>
        {THEME_PREFERENCES.map((option) => (
          <DropdownMenu.RadioItem key={option} value={option} className="menu__item menu__item--radio">
            <DropdownMenu.ItemIndicator className="menu__indicator">
              <Check aria-hidden="true" size={16} />
            </DropdownMenu.ItemIndicator>
            {t(`web.theme.${option}`)}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
    </>
  );
}
