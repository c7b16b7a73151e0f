import { openingWatchAsked } from '#events/definitions/openings.ts';
import { outboxItem } from '#events/outbox.ts';
import { artistIdOfPseudo } from '#functions/lib/artist-schedule.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { ApiError } from '#shared/api/errors.ts';
import { openingAlertRoutes } from '#shared/api/routes/opening-alerts.ts';
import { emailHash } from '#shared/domain/booking/email-hash.ts';
import { OPENING_WATCH, watchAnswer, watchExpiresAt } from '#shared/domain/booking/opening-watch.ts';
import { DEFAULT_TIMEZONE } from '#shared/domain/local-time.ts';

/**
 * `POST /artists/{pseudo}/opening/watchers {email, locale}` (public, ADR 0100): a visitor asks to be
 * told when the artist's announced opening starts. Before its start only (running: `open`; none or
 * over: `none`), and while the opening takes addresses (`full`). The first ask of an address writes,
 * in ONE transaction, its item (only if absent), the opening's tally under its cap and
 * `opening.watch-asked` (its one confirmation email); asking again finds the item and writes nothing:
 * the same answer, no second email. The artist's monthly request counter is not touched. Rate limited
 * per source, per source and artist and per address, with a proof of work past the second ask.
 */
export const handler = httpHandler(
  openingAlertRoutes.watchOpening,
  async ({ params, body, correlationId }) => {
    const artistId = await artistIdOfPseudo(params.pseudo);
    if (!artistId) throw new ApiError(404, 'not_found');
    const db = getDb();
    const { data: artist } = await db.entities.artist.get({ artistId }).go();
    if (!artist || artist.suspendedAt) throw new ApiError(404, 'not_found');
    const { opening } = artist;
    const now = new Date();
    const tally = opening
      ? (await db.entities.openingWatchTally.get({ artistId, openingId: opening.openingId }).go()).data
      : null;
    const answer = watchAnswer(opening, tally?.asked ?? 0, now);
    if (answer !== 'accept' || !opening) return { status: answer === 'accept' ? 'none' : answer };
    const { openingId } = opening;
    const expiresAt = watchExpiresAt(opening);
    const event = outboxItem(
      openingWatchAsked,
      {
        artistId,
        pseudo: artist.pseudo,
        displayName: artist.displayName,
        openingId,
        startsAt: opening.startsAt,
        timezone: artist.timezone ?? DEFAULT_TIMEZONE,
        watcher: { email: body.email, locale: body.locale },
      },
      { correlationId, now },
    );
    const result = await db.transaction
      .write(({ openingWatch, openingWatchTally, outboxEvent }) => [
        openingWatch
          .create({
            artistId,
            openingId,
            emailHash: emailHash(body.email),
            email: body.email,
            locale: body.locale,
            askedAt: now.toISOString(),
            expiresAt,
          })
          .commit(),
        openingWatchTally
          .update({ artistId, openingId })
          .add({ asked: 1 })
          .set({ expiresAt })
          .where(
            ({ asked }, { notExists, lt }) =>
              `${notExists(asked)} OR ${lt(asked, OPENING_WATCH.perOpeningMax)}`,
          )
          .commit(),
        outboxEvent.create(event).commit(),
      ])
      .go();
    if (!result.canceled) return { status: 'asked' as const };
    const [watch, counted] = result.data.map((item) => item.code);
    // Asked before: the same answer, nothing written, no second email.
    if (watch === 'ConditionalCheckFailed') return { status: 'asked' as const };
    if (counted === 'ConditionalCheckFailed') return { status: 'full' as const };
    throw new ApiError(409, 'conflict');
  },
);
