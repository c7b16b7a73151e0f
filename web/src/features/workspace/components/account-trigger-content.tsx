import '#web/src/components/ui/ui.css';
import { initialsOf } from '#web/src/components/ui/initials.ts';

interface AccountTriggerContentProps {
  displayName: string;
  pseudo: string;
  variant: 'full' | 'compact';
}

/**
 * Who the account button names: what it shows first (WCAG 2.5.3, label in name), the name and the
 * handle in the sidebar, the name alone on a phone, then what it opens.
 */
export function accountTriggerLabel(
  t: (key: string, options: { name: string }) => string,
  { displayName, pseudo, variant }: AccountTriggerContentProps,
): string {
  const name = variant === 'full' ? `${displayName} @${pseudo}` : displayName;
  return t('web.workspace.account.open', { name });
}

/**
 * What the account button shows: the avatar (initials, drawn by CSS from `data-initials` so they are
 * decoration, not text), and the name and handle in the sidebar.
 */
export function AccountTriggerContent({ displayName, pseudo, variant }: AccountTriggerContentProps) {
  return (
    <>
      <span className="avatar avatar--initials" aria-hidden="true" data-initials={initialsOf(displayName)} />
      {variant === 'full' && (
        <span className="account-trigger__text">
          <span className="account-trigger__name">{displayName}</span>
          <span className="account-trigger__handle">@{pseudo}</span>
        </span>
      )}
    </>
  );
}
