import { instagramHandle, instagramUrl } from '#shared/domain/instagram.ts';

/**
 * An Instagram account as it shows everywhere: `@handle`, a link to the profile in a new tab (the
 * page it leaves keeps no `opener`). Anything that is not a handle shows as typed, without a link.
 */
export function InstagramLink({ value, newTabLabel }: { value: string; newTabLabel: string }) {
  const handle = instagramHandle(value);
  if (!handle) return <>{value}</>;
  return (
    <a href={instagramUrl(handle)} target="_blank" rel="noopener noreferrer">
      @{handle}
      <span className="visually-hidden"> {newTabLabel}</span>
    </a>
  );
}
