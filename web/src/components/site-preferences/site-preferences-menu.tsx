import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import type { Locale } from '#shared/i18n/locales.ts';
import { PreferenceMenuGroups } from '#web/src/components/ui/preference-menu-groups.tsx';
import { useThemePreference } from '#web/src/hooks/use-theme.ts';
import { currentLocale, switchLanguage } from '#web/src/lib/i18n.ts';
import { SitePreferencesTrigger } from './site-preferences-trigger.tsx';

/**
 * The public pages' language and theme menu (Radix DropdownMenu). The language goes to the `lang`
 * cookie (i18next, one year), the theme to this browser; a signed-in artist's account keeps its own.
 */
export function SitePreferencesMenu() {
  const { i18n } = useTranslation();
  const [theme, setTheme] = useThemePreference();
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger asChild>
        <SitePreferencesTrigger />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6} collisionPadding={8}>
          <PreferenceMenuGroups
            locale={currentLocale(i18n)}
            theme={theme}
            onLanguage={(locale: Locale) => void switchLanguage(i18n, locale)}
            onTheme={setTheme}
          />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
