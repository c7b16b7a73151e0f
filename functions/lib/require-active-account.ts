import { ApiError } from '#shared/api/errors.ts';
import { getDb } from './db.ts';

/**
 * Refuses a suspended artist's write (ADR 0070): 403 `account_suspended`. Read from the artist item
 * itself, consistently, on every write: a suspension takes effect on the next request, whatever
 * tokens the artist still holds. No item (onboarding not done) is not suspended.
 */
export async function requireActiveAccount(artistId: string): Promise<void> {
  const { data } = await getDb()
    .entities.artist.get({ artistId })
    .go({ consistent: true, attributes: ['artistId', 'suspendedAt'] });
  if (data?.suspendedAt) throw new ApiError(403, 'account_suspended');
}
