import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { reservationRoutes } from '#shared/api/routes/reservations.ts';
import { openingState } from '#shared/domain/booking/opening.ts';
import { checkDrawAnswered, writeOpening } from './my-opening.ts';

/**
 * Cancels the caller's opening before it starts, or removes a past one (ADR 0092); one that is open
 * runs to its end (409 `opening_started`: requests are arriving under its rule), a draw until it has
 * answered everyone (ADR 0096). Without an opening
 * it answers the same `{ opening: null }`, so a retry is harmless.
 */
export const handler = httpHandler(reservationRoutes.cancelMyOpening, async ({ caller, correlationId }) => {
  const { artistId } = requireArtist(caller);
  const { data: artist } = await getDb().entities.artist.get({ artistId }).go({ consistent: true });
  if (!artist) throw new ApiError(404, 'not_found');
  const current = artist.opening;
  if (!current) return { opening: null };
  const now = new Date();
  const state = openingState(current, artist.openingCount ?? 0, now);
  if (state === 'open') throw new ApiError(409, 'opening_started');
  await checkDrawAnswered(artistId, current, now);
  await writeOpening({
    artistId,
    readId: current.openingId,
    ...(state === 'scheduled' && { notStartedAt: now }),
    next: undefined,
    change: 'cancelled',
    eventOpening: current,
    correlationId,
  });
  return { opening: null };
});
