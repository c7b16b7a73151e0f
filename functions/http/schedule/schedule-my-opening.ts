import { randomUUID } from 'node:crypto';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { reservationRoutes } from '#shared/api/routes/reservations.ts';
import { openingState, scheduleOpening } from '#shared/domain/booking/opening.ts';
import { DEFAULT_TIMEZONE } from '#shared/domain/local-time.ts';
import { checkDrawAnswered, myOpeningOf, writeOpening } from './my-opening.ts';

/**
 * Schedules the caller's book opening (ADR 0092), in their zone, or edits the one that has not
 * started yet (same id); a past opening is replaced by a new one. An opening that has started can
 * no longer change (409 `opening_started`). The opening, its counter at 0 and `opening.changed` are
 * one transaction, conditional on the opening read being still the stored one and not started.
 */
export const handler = httpHandler(
  reservationRoutes.scheduleMyOpening,
  async ({ body, caller, correlationId }) => {
    const { artistId } = requireArtist(caller);
    const { data: artist } = await getDb().entities.artist.get({ artistId }).go({ consistent: true });
    if (!artist) throw new ApiError(404, 'not_found');
    const now = new Date();
    const current = artist.opening;
    const state = current && openingState(current, artist.openingCount ?? 0, now);
    if (state === 'open') throw new ApiError(409, 'opening_started');
    await checkDrawAnswered(artistId, current, now);
    const editing = state === 'scheduled' ? current : undefined;
    const scheduled = scheduleOpening(
      body,
      artist.timezone ?? DEFAULT_TIMEZONE,
      now,
      editing?.openingId ?? randomUUID(),
    );
    if ('problem' in scheduled) {
      const path = scheduled.problem === 'startNotInZone' ? 'time' : 'date';
      throw new ApiError(400, 'validation_failed', [
        { path, key: `validation.opening.${scheduled.problem}` },
      ]);
    }
    const { opening } = scheduled;
    await writeOpening({
      artistId,
      readId: current?.openingId,
      ...(editing && { notStartedAt: now }),
      next: opening,
      change: editing ? 'edited' : 'scheduled',
      eventOpening: opening,
      correlationId,
    });
    return myOpeningOf({ opening, openingCount: 0 }, now);
  },
);
