interface AccountTriggerContentProps {
  displayName: string;
  pseudo: string;
  variant: 'full' | 'compact';
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}

/** What the account button shows: the avatar (initials), and the name and handle in the sidebar. */
export function AccountTriggerContent({ displayName, pseudo, variant }: AccountTriggerContentProps) {
  return (
    <>
      <span className="avatar" aria-hidden="true">
        {initials(displayName)}
      </span>
      {variant === 'full' && (
        <span className="account-trigger__text" aria-hidden="true">
          <span className="account-trigger__name">{displayName}</span>
          <span className="account-trigger__handle">@{pseudo}</span>
        </span>
      )}
    </>
  );
}
