import { randomUUID } from 'node:crypto';
import { artistDeleted } from '#events/definitions/account.ts';
import { outboxItem } from '#events/outbox.ts';
import { myAccount } from '#functions/http/profile/my-account.ts';
import { scheduleZone } from '#functions/lib/artist-schedule.ts';
import { currentFeedHash } from '#functions/lib/calendar-feed-token.ts';
import { deleteSignIn } from '#functions/lib/cognito.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { loadArtistRefs } from '#functions/lib/lifecycle/artist-refs.ts';
import { cancelBookingAsArtist, refuseRequestAsArtist } from '#functions/lib/lifecycle/close-by-artist.ts';
import { writeTransaction } from '#functions/lib/lifecycle/write-transaction.ts';
import { logger } from '#functions/lib/logger.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { accountRoutes } from '#shared/api/routes/account.ts';
import { pseudoHoldEnd } from '#shared/domain/account/pseudo-hold.ts';
import { bookingTab } from '#shared/domain/lifecycle/booking-tab.ts';
import { translator } from '#shared/i18n/email-translator.ts';

/** A booking started less than this long ago may still be running: read from here, kept if upcoming. */
const LONGEST_SESSION_MS = 24 * 60 * 60 * 1000;
/** Clients told at once: each is one transaction of its own. */
const CONCURRENCY = 4;

async function inBatches<T>(items: readonly T[], act: (item: T) => Promise<unknown>) {
  for (let index = 0; index < items.length; index += CONCURRENCY)
    await Promise.all(items.slice(index, index + CONCURRENCY).map(act));
}

/**
 * `POST /me/deletion` (ADR 0055), once the artist typed their page name: each upcoming booking is
 * cancelled and each pending request declined as if by the artist (the client's email says the
 * account is closed; a cancelling `.ics`), then ONE transaction deletes the account item and its
 * calendar subscription, holds the pseudo for 30 days and records `artist.deleted`, whose consumer
 * erases everything else. Last, the
 * sign-in is deleted (the consumer does it again if this fails). A retry after a partial run picks
 * up where it stopped: what is already closed is skipped.
 */
export const handler = httpHandler(accountRoutes.deleteMyAccount, async ({ body, caller, correlationId }) => {
  const artist = await myAccount(caller);
  if (body.confirmPseudo.toLowerCase() !== artist.pseudo.toLowerCase())
    throw new ApiError(400, 'deletion_not_confirmed', [
      { path: 'confirmPseudo', key: 'errors.deletion_not_confirmed' },
    ]);
  const { artistId } = artist;
  const { username } = requireArtist(caller);
  const db = getDb();
  const now = new Date();
  const [bookings, requests] = await Promise.all([
    db.entities.booking.query
      .byStart({ artistId })
      .gte({ slotStart: new Date(now.getTime() - LONGEST_SESSION_MS).toISOString() })
      .go({ pages: 'all' }),
    db.entities.bookingRequest.query.byStatus({ artistId, status: 'pending' }).go({ pages: 'all' }),
  ]);
  const upcoming = bookings.data.filter((booking) => bookingTab(booking, now) === 'upcoming');
  const pending = requests.data.filter((request) => request.status === 'pending');
  const refs = await loadArtistRefs([{ artistId }, ...upcoming, ...pending]);
  const closing = (locale: Parameters<typeof translator>[0]) => ({
    artist,
    refs,
    reason: translator(locale)('email.accountDeleted.reason', { displayName: artist.displayName }),
    now,
    correlationId,
    accountClosed: true as const,
  });
  await inBatches(upcoming, (booking) => cancelBookingAsArtist(booking, closing(booking.locale)));
  await inBatches(pending, (request) => refuseRequestAsArtist(request, closing(request.locale)));

  const deletedAt = now.toISOString();
  const expiresAt = pseudoHoldEnd(now);
  const event = outboxItem(
    artistDeleted,
    {
      artistId,
      pseudo: artist.pseudo,
      username,
      anonymousId: `gone-${randomUUID()}`,
      deletedAt,
      timezone: scheduleZone(artist),
      hourFormat: artist.hourFormat,
      ...(artist.stripeCustomerId && { stripeCustomerId: artist.stripeCustomerId }),
    },
    { correlationId, now },
  );
  const feedHash = currentFeedHash(artist);
  const canceled = await writeTransaction('delete account', () =>
    db.transaction
      .write(({ artist: artists, pseudoClaim, outboxEvent, calendarFeed }) => [
        artists
          .delete({ artistId })
          .where(({ pseudo }, { eq }) => eq(pseudo, artist.pseudo))
          .commit(),
        pseudoClaim.put({ pseudo: artist.pseudo, artistId, directory: 'retired', expiresAt }).commit(),
        outboxEvent.create(event).commit(),
        // The calendar subscription's item is filed by its secret, outside the artist's partition:
        // only the account item names it, so it goes with it.
        ...(feedHash ? [calendarFeed.delete({ tokenHash: feedHash }).commit()] : []),
      ])
      .go(),
  );
  // Deleted meanwhile (a double tap): the first deletion answers; this one finds no account.
  if (canceled) throw new ApiError(404, 'not_found');
  try {
    await deleteSignIn(username, artistId);
  } catch (error) {
    logger.warn('sign-in not deleted yet: the erasure consumer retries', { error: error as Error });
  }
  return {
    deletedAt,
    cancelledBookings: upcoming.length,
    declinedRequests: pending.length,
    pseudoHeldUntil: new Date(expiresAt * 1000).toISOString(),
  };
});
