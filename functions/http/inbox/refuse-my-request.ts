import { requestRefused } from '../../../events/definitions/lifecycle.ts';
import { outboxItem } from '../../../events/outbox.ts';
import type { HistoryEntry } from '../../../shared/api/contracts/lifecycle-views.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { inboxRoutes } from '../../../shared/api/routes/inbox.ts';
import { getDb } from '../../lib/db.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { requestViewOf } from '../../lib/lifecycle/artist-views.ts';
import { eventLocationOf, eventSubjectOf } from '../../lib/lifecycle/event-parts.ts';
import { slotViewOf } from '../../lib/lifecycle/item-views.ts';
import { loadOwnRequest, ownRefs } from '../../lib/lifecycle/owned-items.ts';
import { releaseHolds } from '../../lib/lifecycle/release-holds.ts';
import { writeTransaction } from '../../lib/lifecycle/write-transaction.ts';
import { requireArtist } from '../../lib/require-artist.ts';

/**
 * Declines a pending request, with an optional reason for the client: ONE transaction moves it to
 * `refused` (only while pending), deletes its slot's holds (each only while this request holds it:
 * the slot is bookable again at once) and records `request.refused`. Refusing it again answers it as
 * it is, with no second event; an accepted or cancelled request answers 409 `request_not_pending`.
 */
export const handler = httpHandler(
  inboxRoutes.refuseMyRequest,
  async ({ params, body, caller, correlationId }) => {
    const { artistId } = requireArtist(caller);
    const { requestId } = params;
    const request = await loadOwnRequest(artistId, requestId);
    const { refs, artist } = await ownRefs(artistId, [request]);
    if (request.status === 'refused') return requestViewOf(request, refs);
    if (request.status !== 'pending') throw new ApiError(409, 'request_not_pending');

    const now = new Date();
    const at = now.toISOString();
    const reason = body.reason || undefined;
    const refused: HistoryEntry = { at, action: 'refused', by: 'artist' };
    const location = eventLocationOf(refs.travel(artistId, request.travelId), artist, { withAddress: false });
    const event = outboxItem(
      requestRefused,
      {
        ...eventSubjectOf(request, artist),
        slot: slotViewOf(request, artist),
        ...(location && { location }),
        ...(reason && { reason }),
      },
      { correlationId, now },
    );

    const canceled = await writeTransaction('refuse request', () =>
      getDb()
        .transaction.write(({ bookingRequest, slotHold, outboxEvent }) => [
          bookingRequest
            .patch({ artistId, requestId })
            .set({ status: 'refused', updatedAt: at, ...(reason && { refuseReason: reason }) })
            .append({ history: [refused] })
            .where(({ status }, { eq }) => eq(status, 'pending'))
            .commit(),
          ...releaseHolds(slotHold, request),
          outboxEvent.create(event).commit(),
        ])
        .go(),
    );
    if (canceled) {
      const current = await loadOwnRequest(artistId, requestId);
      if (current.status === 'refused') return requestViewOf(current, refs);
      throw new ApiError(409, current.status === 'pending' ? 'conflict' : 'request_not_pending');
    }
    return requestViewOf(
      {
        ...request,
        status: 'refused',
        ...(reason && { refuseReason: reason }),
        history: [...(request.history ?? []), refused],
        updatedAt: at,
      },
      refs,
    );
  },
);
