import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountMenuProps } from './account-menu.tsx';
import { AccountTriggerContent, accountTriggerLabel } from './account-trigger-content.tsx';

const AccountMenu = lazy(() =>
  import('./account-menu.tsx').then((module) => ({ default: module.AccountMenu })),
);

/**
 * The account button: the menu itself (Radix DropdownMenu) is downloaded on the first press and
 * opens at once, so the shell's first load stays small.
 */
export function AccountMenuButton(props: AccountMenuProps) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  const { displayName, pseudo, variant } = props;
  const placeholder = (
    <button
      type="button"
      className={`account-trigger account-trigger--${variant}`}
      aria-label={accountTriggerLabel(t, props)}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setLoaded(true)}
    >
      <AccountTriggerContent displayName={displayName} pseudo={pseudo} variant={variant} />
    </button>
  );
  if (!loaded) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu {...props} defaultOpen />
    </Suspense>
  );
}
