import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ExternalLink, LogOut, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Locale } from '#shared/i18n/locales.ts';
import { appPaths, artistPaths, pathTo } from '#web/src/app/paths.ts';
import { PreferenceMenuGroups } from '#web/src/components/ui/preference-menu-groups.tsx';
import type { ThemePreference } from '#web/src/lib/theme.ts';
import { AccountTriggerContent, accountTriggerLabel } from './account-trigger-content.tsx';

export interface AccountMenuProps {
  displayName: string;
  pseudo: string;
  locale: Locale;
  theme: ThemePreference;
  onLanguage: (locale: Locale) => void;
  onTheme: (theme: ThemePreference) => void;
  onSignOut: () => void;
  /** `full`: avatar, name and handle (the sidebar); `compact`: the avatar alone (the phone's top bar). */
  variant: 'full' | 'compact';
  /** Open at once (it is loaded on the first press of its button: account-menu-button.tsx). */
  defaultOpen?: boolean;
}

/**
 * The account menu (Radix DropdownMenu: keyboard, focus and dismissal handled): the artist's public
 * page, preferences, the language and the theme (saved to the account), sign out.
 */
export function AccountMenu(props: AccountMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { displayName, pseudo, variant } = props;
  return (
    <DropdownMenu.Root defaultOpen={props.defaultOpen}>
      <DropdownMenu.Trigger
        className={`account-trigger account-trigger--${variant}`}
        aria-label={accountTriggerLabel(t, props)}
      >
        <AccountTriggerContent displayName={displayName} pseudo={pseudo} variant={variant} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className="menu"
          align={variant === 'full' ? 'start' : 'end'}
          sideOffset={6}
          collisionPadding={8}
        >
          <DropdownMenu.Label className="menu__header">
            <span className="menu__name">{displayName}</span>
            <span className="menu__handle">@{pseudo}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Item
            className="menu__item"
            onSelect={() => navigate(pathTo(artistPaths.profile, { pseudo }))}
          >
            <ExternalLink aria-hidden="true" size={16} /> {t('web.workspace.account.publicPage')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className="menu__item" onSelect={() => navigate(appPaths.preferences)}>
            <SlidersHorizontal aria-hidden="true" size={16} /> {t('web.workspace.account.preferences')}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="menu__separator" />
          <PreferenceMenuGroups
            locale={props.locale}
            theme={props.theme}
            onLanguage={props.onLanguage}
            onTheme={props.onTheme}
          />
          <DropdownMenu.Separator className="menu__separator" />
          <DropdownMenu.Item className="menu__item" onSelect={props.onSignOut}>
            <LogOut aria-hidden="true" size={16} /> {t('web.workspace.account.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
