import { getDb } from '#functions/lib/db.ts';
import type { OpeningAlert } from '#shared/api/contracts/opening-alerts.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { OpeningWatchItem } from '#shared/db/entities/opening-watch.ts';
import { emailHash } from '#shared/domain/booking/email-hash.ts';
import { watchState } from '#shared/domain/booking/opening-watch.ts';

/** The keys of the signed-in address's alert for an opening (ADR 0100). */
export function alertKeys(params: { artistId: string; openingId: string }, email: string) {
  return { artistId: params.artistId, openingId: params.openingId, emailHash: emailHash(email) };
}

/**
 * The signed-in address's alert for an opening, read consistently, with the artist for the page: the
 * address only ever reads its own item (the key is its hash). An unknown artist: 404.
 */
export async function readAlert(keys: ReturnType<typeof alertKeys>) {
  const db = getDb();
  const [{ data: artist }, { data: watch }] = await Promise.all([
    db.entities.artist
      .get({ artistId: keys.artistId })
      .go({ attributes: ['pseudo', 'displayName', 'opening', 'suspendedAt'] }),
    db.entities.openingWatch.get(keys).go({ consistent: true }),
  ]);
  if (!artist || artist.suspendedAt) throw new ApiError(404, 'not_found');
  return { artist, watch };
}

type Read = Awaited<ReturnType<typeof readAlert>>;

/** The page's view: where the alert stands, the artist, and the opening's times while it is that one. */
export function alertView({ artist, watch }: Read, marks?: Partial<OpeningWatchItem>): OpeningAlert {
  const opening = watch && artist.opening?.openingId === watch.openingId ? artist.opening : undefined;
  return {
    state: watch ? watchState({ ...watch, ...marks }) : 'none',
    pseudo: artist.pseudo,
    displayName: artist.displayName,
    ...(opening && { startsAt: opening.startsAt, closesAt: opening.closesAt }),
  };
}
