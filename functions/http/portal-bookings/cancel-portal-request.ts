import { setTimeout as sleep } from 'node:timers/promises';
import { requestCancelled } from '#events/definitions/lifecycle.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { type ArtistRefs, loadArtistRefs } from '#functions/lib/lifecycle/artist-refs.ts';
import { historyOf } from '#functions/lib/lifecycle/artist-views.ts';
import { eventLocationOf, eventSubjectOf } from '#functions/lib/lifecycle/event-parts.ts';
import { slotViewOf } from '#functions/lib/lifecycle/item-views.ts';
import { releaseHolds } from '#functions/lib/lifecycle/release-holds.ts';
import { logger } from '#functions/lib/logger.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import { ApiError } from '#shared/api/errors.ts';
import { portalRoutes } from '#shared/api/routes/portal.ts';
import { cancellationRefundsRequest, requestMonthOf } from '#shared/domain/booking/reservation-rules.ts';
import { heldSlotsOf } from '#shared/domain/lifecycle/proposal.ts';
import { DEFAULT_TIMEZONE } from '#shared/domain/local-time.ts';
import { artistOfClientRequest, readClientRequest } from './client-request-owner.ts';
import { requiredPortalRequest } from './portal-views.ts';

/** Attempts when the request changed under us (moved) or a concurrent transaction conflicted. */
const ATTEMPTS = 5;

/**
 * `POST /portal/requests/{requestId}/cancel`: the client cancels their pending request. One
 * transaction: the request pending → canceled (only while pending, still the caller's, and unchanged
 * since read), its slot's holds deleted (only those it holds) so the slot is bookable again, and
 * `request.cancelled` in the outbox; within 30 minutes of sending, the artist's request counter gives
 * the request back (the Free plan counts requests that reached the artist). Another client's request (or none) answers 404; a cancelled one
 * answers as it is (a retry writes nothing and publishes nothing); an accepted or refused one 409.
 */
export const handler = httpHandler(
  portalRoutes.cancelPortalRequest,
  async ({ params, caller, correlationId }) => {
    const { email } = requireClient(caller);
    const artistId = await artistOfClientRequest(email, params.requestId);
    if (!artistId) throw new ApiError(404, 'not_found');
    const db = getDb();
    let refs: ArtistRefs | undefined;

    for (let attempt = 1; ; attempt++) {
      const request = await readClientRequest(artistId, email, params.requestId);
      refs ??= await loadArtistRefs([request]);
      if (request.status === 'canceled')
        return requiredPortalRequest({ ...request, status: 'canceled' }, refs);
      if (request.status !== 'pending') throw new ApiError(409, 'request_not_pending');

      const artist = refs.artist(artistId);
      if (!artist) throw new ApiError(404, 'not_found');
      const now = new Date();
      const at = now.toISOString();
      const location = eventLocationOf(refs.travel(artistId, request.travelId), artist, {
        withAddress: false,
      });
      const event = outboxItem(
        requestCancelled,
        {
          ...eventSubjectOf(request, artist),
          slot: slotViewOf(request, artist),
          ...(location && { location }),
          // Cancelling a request the artist moved declines the new time: the artist is always told.
          ...(request.moveAnswer === 'awaiting' && { declinedMove: true }),
        },
        { correlationId, now },
      );
      const history = [...historyOf(request), { at, action: 'cancelled' as const, by: 'client' as const }];
      // Cancelled within minutes of sending: the request does not count toward the Free plan's limit.
      // Only from the month it was counted in (the artist's zone): a new month's counter owes it nothing.
      const countedIn = requestMonthOf(new Date(request.createdAt), artist.timezone ?? DEFAULT_TIMEZONE);
      const refund =
        cancellationRefundsRequest(request.createdAt, now) &&
        artist.requestMonth === countedIn &&
        (artist.requestCount ?? 0) > 0;
      const result = await db.transaction
        .write(({ bookingRequest, slotHold, outboxEvent, artist: artistEntity }) => [
          bookingRequest
            .patch({ artistId, requestId: request.requestId })
            .set({ status: 'canceled', updatedAt: at, history })
            .where(
              ({ status, clientEmail, updatedAt }, { eq }) =>
                `${eq(status, 'pending')} AND ${eq(clientEmail, email)} AND ${eq(updatedAt, request.updatedAt)}`,
            )
            .commit(),
          // Its slot's holds, or its proposed times' while open (ADR 0087).
          ...heldSlotsOf(request, now).flatMap((held) =>
            releaseHolds(slotHold, { ...held, artistId, requestId: request.requestId }),
          ),
          outboxEvent.create(event).commit(),
          ...(refund
            ? [
                artistEntity
                  .patch({ artistId })
                  .subtract({ requestCount: 1 })
                  .where(({ requestMonth }, { eq }) => eq(requestMonth, countedIn))
                  .commit(),
              ]
            : []),
        ])
        .go();
      if (!result.canceled) {
        return requiredPortalRequest({ ...request, status: 'canceled', updatedAt: at, history }, refs);
      }
      // The request changed since read (cancelled by a concurrent retry, moved, decided by the
      // artist), or a concurrent transaction touched the same items: read it again and decide again.
      if (attempt >= ATTEMPTS) {
        logger.warn('portal cancel still conflicting', {
          requestId: request.requestId,
          codes: result.data.map((item) => item.code).join(','),
        });
        throw new ApiError(409, 'conflict');
      }
      await sleep(Math.random() * 20 * attempt);
    }
  },
);
