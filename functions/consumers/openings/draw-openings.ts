import type { Context, ScheduledEvent } from 'aws-lambda';
import { openingNotDrawn } from '#events/definitions/openings.ts';
import { outboxItem } from '#events/outbox.ts';
import type { requestCreatedEvent } from '#functions/http/requests/request-created-event.ts';
import { writeKeptRequest } from '#functions/http/requests/write-kept-request.ts';
import type { RequestWrite } from '#functions/http/requests/write-request.ts';
import { isConditionFailure } from '#functions/lib/condition-failure.ts';
import { getDb } from '#functions/lib/db.ts';
import { eachDueByHour, markOpeningDueDone, openingDueOf } from '#functions/lib/due-by-hour.ts';
import { releaseHolds } from '#functions/lib/lifecycle/release-holds.ts';
import { logger } from '#functions/lib/logger.ts';
import type { DrawDueItem, DrawEntryItem } from '#shared/db/entities/opening-draw.ts';
import { drawAt } from '#shared/domain/booking/opening.ts';
import { type DrawRecord, runDraw } from '#shared/domain/booking/opening-draw.ts';
import { requestsLeftThisMonth } from '#shared/domain/booking/reservation-rules.ts';

/** How far back the job looks: a run missed for two days still draws what fell due. */
const LOOK_BACK_HOURS = 48;

/**
 * The draws of book openings (ADR 0096), every 5 minutes: the draws that fell due and are not done,
 * read hour by hour. For each, the opening must still be that draw and due (else the item is done:
 * cancelled, or moved and filed again). The record is created once (only if absent): a rerun, or two
 * runs at once, read the stored one and draw nothing again. Then each entrant without an answer gets
 * one, each in its own transaction conditional on its entry having none: drawn, it becomes a pending
 * request in the artist's inbox (the confirmation's transaction, the cap counted); not drawn, it is
 * closed and its slot freed. Once every entrant has an answer the item is done; a failure leaves it
 * for the next run.
 */
export const handler = async (
  event: Pick<ScheduledEvent, 'time' | 'id'>,
  _context?: Context,
): Promise<{ due: number; drawn: number }> => {
  const now = new Date(event.time);
  const { due, sent } = await eachDueByHour(now, LOOK_BACK_HOURS, {
    read: openingDueOf('drawDue'),
    act: (item) => drawDue(item, now, event.id),
    failed: (item, error) =>
      logger.warn('opening draw not finished, next run goes on', {
        artistId: item.artistId,
        openingId: item.openingId,
        error,
      }),
  });
  logger.info('opening draws', { time: event.time, due, drawn: sent });
  return { due, drawn: sent };
};

/** Draws one due opening and answers its entrants; true when it answered anyone. */
async function drawDue(item: DrawDueItem, now: Date, correlationId: string): Promise<boolean> {
  const { artistId, openingId } = item;
  const artist = (await getDb().entities.artist.get({ artistId }).go({ consistent: true })).data;
  const opening = artist?.opening;
  if (
    !artist ||
    opening?.openingId !== openingId ||
    opening.rule !== 'draw' ||
    drawAt(opening) !== item.dueAt
  ) {
    // Cancelled, replaced, or moved (its new time has its own item): nothing to draw here.
    await markOpeningDueDone('drawDue', item, now);
    return false;
  }
  const entries = (
    await getDb().entities.drawEntry.query.byOpening({ artistId, openingId }).go({ pages: 'all' })
  ).data;
  // A Free artist's draw picks no more than the month still takes: a winner is a request counted.
  const left = requestsLeftThisMonth(artist, now);
  const places = left === null ? opening.cap : Math.min(opening.cap, left);
  const record = await recordOf(item, places, entries, now);
  const winners = new Set(record.winners);
  let answered = 0;
  let failures = 0;
  for (const entry of entries) {
    if (entry.outcome) continue;
    try {
      if (winners.has(entry.requestId)) await writeDrawn(entry, artist, opening.cap, now, correlationId);
      else await writeNotDrawn(entry, { artist, record, now, correlationId });
      answered += 1;
    } catch (error) {
      failures += 1;
      logger.warn('draw answer not written, next run retries', {
        artistId,
        requestId: entry.requestId,
        error,
      });
    }
  }
  if (failures === 0) await markOpeningDueDone('drawDue', item, now);
  return answered > 0;
}

/** The stored record of the draw, or a new draw stored now (only if none is: a race reads the other). */
async function recordOf(
  item: DrawDueItem,
  cap: number,
  entries: DrawEntryItem[],
  now: Date,
): Promise<DrawRecord> {
  const { artistId, openingId } = item;
  const entity = getDb().entities.openingDraw;
  const stored = (await entity.get({ artistId, openingId }).go({ consistent: true })).data;
  if (stored) return stored;
  const record = runDraw(
    entries.map((entry) => entry.requestId),
    cap,
  );
  try {
    await entity.create({ artistId, openingId, ...record, drawnAt: now.toISOString() }).go();
    logger.info('opening drawn', { artistId, openingId, entrants: record.entrants.length });
    return record;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const other = (await entity.get({ artistId, openingId }).go({ consistent: true })).data;
    if (!other) throw error;
    return other;
  }
}

type Artist = Parameters<typeof requestCreatedEvent>[0]['artist'];

/** A winner reaches the artist as the confirmation would have written it: pending, counted. */
async function writeDrawn(
  entry: DrawEntryItem,
  artist: Artist,
  cap: number,
  now: Date,
  correlationId: string,
) {
  await writeKeptRequest({
    artist,
    stored: entry.request as RequestWrite['request'],
    project: entry.project,
    location: entry.location,
    now,
    correlationId: `${correlationId}:${entry.requestId}`,
    opening: { openingId: entry.openingId, cap },
    source: { drawn: { openingId: entry.openingId } },
  });
}

/** Everyone else: the entry closed as not drawn, its slot freed and its client told, in one transaction. */
async function writeNotDrawn(
  entry: DrawEntryItem,
  draw: { artist: Artist; record: DrawRecord; now: Date; correlationId: string },
) {
  const request = entry.request as RequestWrite['request'];
  const { artistId, openingId, requestId } = entry;
  const { artist, record, now } = draw;
  const event = outboxItem(
    openingNotDrawn,
    {
      requestId,
      artistId,
      pseudo: artist.pseudo,
      projectType: request.projectType,
      openingId,
      client: { firstName: request.clientFirstName, email: request.clientEmail, locale: request.locale },
      artist: { displayName: artist.displayName },
      entrants: Math.max(1, record.entrants.length),
      drawn: record.winners.length,
    },
    { correlationId: `${draw.correlationId}:${requestId}`, now },
  );
  const result = await getDb()
    .transaction.write(({ drawEntry, slotHold, outboxEvent }) => [
      drawEntry
        .patch({ artistId, openingId, requestId })
        .set({ outcome: 'not-drawn', answeredAt: now.toISOString() })
        .where((item, { notExists }) => notExists(item.outcome))
        .commit(),
      outboxEvent.create(event).commit(),
      ...releaseHolds(slotHold, {
        artistId,
        requestId,
        slotStart: request.slotStart,
        slotEnd: request.slotEnd,
      }),
    ])
    .go();
  // Answered meanwhile by another run: nothing more to do (its event went with its answer).
  if (result.canceled && result.data[0]?.code !== 'ConditionalCheckFailed') {
    throw new Error(`not drawn not written: ${result.data.map((item) => item.code).join(',')}`);
  }
}
