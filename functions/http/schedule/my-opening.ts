import { openingChanged } from '#events/definitions/openings.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import type { MyOpening } from '#shared/api/contracts/openings.ts';
import { ApiError } from '#shared/api/errors.ts';
import { dueHourOf } from '#shared/db/entities/deposit-due.ts';
import {
  drawAt,
  type Opening,
  type OpeningHolder,
  openingState,
  typesOf,
} from '#shared/domain/booking/opening.ts';

/** `{ opening }` as `GET|PUT|DELETE /me/opening` answer it: where it stands and its count at `now`. */
export function myOpeningOf(artist: OpeningHolder, now: Date): MyOpening {
  const { opening } = artist;
  if (!opening) return { opening: null };
  const count = artist.openingCount ?? 0;
  const state = openingState(opening, count, now);
  return { opening: { ...opening, projectTypes: typesOf(opening), state, count } };
}

/**
 * A draw opening stays until its draw has answered everyone (ADR 0096): replacing or removing it
 * between its end and its draw would leave its pool unanswered (409 `opening_started`).
 */
export async function checkDrawAnswered(artistId: string, opening: Opening | undefined, now: Date) {
  if (opening?.rule !== 'draw' || now.getTime() < Date.parse(opening.startsAt)) return;
  const due = drawDueOf(artistId, opening);
  const { data } = await getDb()
    .entities.drawDue.get({ dueHour: due.dueHour, dueAt: due.dueAt, artistId, openingId: opening.openingId })
    .go({ consistent: true });
  if (data && !data.doneAt) throw new ApiError(409, 'opening_started');
}

/** The draw's due item of a draw opening: when it is drawn, kept 40 days after. */
function drawDueOf(artistId: string, opening: Opening) {
  const dueAt = drawAt(opening);
  return {
    dueHour: dueHourOf(dueAt),
    dueAt,
    artistId,
    openingId: opening.openingId,
    expiresAt: Math.floor(Date.parse(dueAt) / 1000) + 40 * 86_400,
  };
}

/** When an opening starts, filed for the `opening-starts` job (ADR 0100), kept 40 days after. */
function startDueOf(artistId: string, opening: Opening) {
  return {
    dueHour: dueHourOf(opening.startsAt),
    dueAt: opening.startsAt,
    artistId,
    openingId: opening.openingId,
    expiresAt: Math.floor(Date.parse(opening.startsAt) / 1000) + 40 * 86_400,
  };
}

/**
 * Writes the artist's opening (or removes it: `next` undefined) and `opening.changed` in one
 * transaction, only while the stored opening is still the one read (`readId`; none: none) and, when
 * one was read that had not started, has still not started. A concurrent change answers 409.
 */
export async function writeOpening(write: {
  artistId: string;
  readId: string | undefined;
  notStartedAt?: Date;
  next: Opening | undefined;
  change: 'scheduled' | 'edited' | 'cancelled';
  eventOpening: Opening;
  correlationId: string;
}) {
  const { artistId, readId, next, notStartedAt } = write;
  const event = outboxItem(
    openingChanged,
    {
      artistId,
      change: write.change,
      opening: { ...write.eventOpening, projectTypes: typesOf(write.eventOpening) },
    },
    { correlationId: write.correlationId },
  );
  const result = await getDb()
    .transaction.write(({ artist, outboxEvent, drawDue, openingStartDue }) => {
      const patch = artist.patch({ artistId });
      const changed = next
        ? patch.set({ opening: { ...next, projectTypes: typesOf(next) }, openingCount: 0 })
        : patch.remove(['opening', 'openingCount']);
      return [
        changed
          .where(({ opening }, { eq, notExists, gt }) => {
            if (readId === undefined) return notExists(opening);
            const same = eq(opening.openingId, readId);
            return notStartedAt ? `${same} AND ${gt(opening.startsAt, notStartedAt.toISOString())}` : same;
          })
          .commit(),
        outboxEvent.create(event).commit(),
        // A draw is due when its opening ends and the last cart hold ran out (ADR 0096): filed for
        // the job. A new time files a new one; the job passes over the old one.
        ...(next?.rule === 'draw' ? [drawDue.put(drawDueOf(artistId, next)).commit()] : []),
        // Its start, when the addresses that asked are told (ADR 0100); a new time files a new one.
        ...(next ? [openingStartDue.put(startDueOf(artistId, next)).commit()] : []),
      ];
    })
    .go();
  if (result.canceled) throw new ApiError(409, 'conflict');
}
