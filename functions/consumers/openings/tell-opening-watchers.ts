import type { Context, ScheduledEvent } from 'aws-lambda';
import { openingWatchersNotified } from '#events/definitions/openings.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { eachDueByHour, markOpeningDueDone, openingDueOf } from '#functions/lib/due-by-hour.ts';
import { logger } from '#functions/lib/logger.ts';
import type { OpeningStartDueItem, OpeningWatchItem } from '#shared/db/entities/opening-watch.ts';
import type { Opening } from '#shared/domain/booking/opening.ts';
import { dueToTell, OPENING_WATCH } from '#shared/domain/booking/opening-watch.ts';
import { DEFAULT_TIMEZONE } from '#shared/domain/local-time.ts';

/** How far back the job looks: an opening lasts 7 days at most, and no one is told after its end. */
const LOOK_BACK_HOURS = 7 * 24;

/**
 * The start of book openings (ADR 0100), every minute: the starts that fell due and are not done,
 * read hour by hour. For each, the opening must still be that one and start then (else the item is
 * done: cancelled, replaced, or moved and filed again). Its confirmed addresses not yet told are told
 * in groups: ONE transaction per group sets `toldAt` only where unset, on a confirmed, unstopped
 * address, and records `opening.watchers-notified` (the email consumer writes to each), so two runs at
 * once, or a rerun, tell nobody twice. A group a concurrent change cancelled is read again next run;
 * once everyone confirmed is told, or the opening ended, the item is done.
 */
export const handler = async (
  event: Pick<ScheduledEvent, 'time' | 'id'>,
  _context?: Context,
): Promise<{ due: number; told: number }> => {
  const now = new Date(event.time);
  let told = 0;
  const { due } = await eachDueByHour(now, LOOK_BACK_HOURS, {
    read: openingDueOf('openingStartDue'),
    act: async (item) => {
      const count = await tellDue(item, now, event.id);
      told += count;
      return count > 0;
    },
    failed: (item, error) =>
      logger.warn('opening start not told, next run goes on', {
        artistId: item.artistId,
        openingId: item.openingId,
        error,
      }),
  });
  logger.info('opening starts', { time: event.time, due, told });
  return { due, told };
};

/** Tells one started opening's confirmed addresses; answers how many were told by this run. */
async function tellDue(item: OpeningStartDueItem, now: Date, correlationId: string): Promise<number> {
  const { artistId, openingId } = item;
  const db = getDb();
  const artist = (await db.entities.artist.get({ artistId }).go({ consistent: true })).data;
  const opening = artist?.opening;
  if (!artist || artist.suspendedAt || opening?.openingId !== openingId || opening.startsAt !== item.dueAt) {
    // Cancelled, replaced, or moved (its new start has its own item): no one to tell here.
    await markOpeningDueDone('openingStartDue', item, now);
    return 0;
  }
  const watchers = (
    await db.entities.openingWatch.query
      .byOpening({ artistId, openingId })
      .go({ pages: 'all', consistent: true })
  ).data.filter((watch) => dueToTell(watch, opening, now));
  let told = 0;
  let cancelled = 0;
  for (let at = 0; at < watchers.length; at += OPENING_WATCH.toldPerWrite) {
    const group = watchers.slice(at, at + OPENING_WATCH.toldPerWrite);
    if (await tellGroup(group, { artist, opening, now, correlationId: `${correlationId}:${at}` })) {
      told += group.length;
    } else cancelled += 1;
  }
  if (cancelled === 0 || now.getTime() >= Date.parse(opening.closesAt))
    await markOpeningDueDone('openingStartDue', item, now);
  return told;
}

type Artist = { pseudo: string; displayName: string; timezone?: string | undefined };

/** One group told in one transaction, each only if confirmed, unstopped and untold; false if cancelled. */
async function tellGroup(
  group: OpeningWatchItem[],
  tell: { artist: Artist; opening: Opening; now: Date; correlationId: string },
): Promise<boolean> {
  const { artist, opening, now } = tell;
  const [first] = group;
  if (!first) return true;
  const event = outboxItem(
    openingWatchersNotified,
    {
      artistId: first.artistId,
      pseudo: artist.pseudo,
      displayName: artist.displayName,
      openingId: opening.openingId,
      closesAt: opening.closesAt,
      timezone: artist.timezone ?? DEFAULT_TIMEZONE,
      recipients: group.map((watch) => ({ email: watch.email, locale: watch.locale })),
    },
    { correlationId: tell.correlationId, now },
  );
  const { canceled } = await getDb()
    .transaction.write(({ openingWatch, outboxEvent }) => [
      ...group.map((watch) =>
        openingWatch
          .patch({ artistId: watch.artistId, openingId: watch.openingId, emailHash: watch.emailHash })
          .set({ toldAt: now.toISOString() })
          .where(
            ({ toldAt, confirmedAt, stoppedAt }, { notExists, exists }) =>
              `${notExists(toldAt)} AND ${exists(confirmedAt)} AND ${notExists(stoppedAt)}`,
          )
          .commit(),
      ),
      outboxEvent.create(event).commit(),
    ])
    .go();
  // Told by a concurrent run, or one stopped meanwhile: nothing written; the next run reads again.
  if (canceled) logger.info('opening watchers changed meanwhile', { openingId: opening.openingId });
  return !canceled;
}
