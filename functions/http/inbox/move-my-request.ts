import { slotMoved } from '../../../events/definitions/lifecycle.ts';
import { outboxItem } from '../../../events/outbox.ts';
import type { HistoryEntry } from '../../../shared/api/contracts/lifecycle-views.ts';
import { ApiError } from '../../../shared/api/errors.ts';
import { routes } from '../../../shared/api/routes.ts';
import { getDb } from '../../lib/db.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { requestViewOf } from '../../lib/lifecycle/artist-views.ts';
import { eventLocationOf, eventSubjectOf } from '../../lib/lifecycle/event-parts.ts';
import { slotViewOf } from '../../lib/lifecycle/item-views.ts';
import { moveHolds } from '../../lib/lifecycle/move-holds.ts';
import { moveTarget } from '../../lib/lifecycle/move-target.ts';
import { loadOwnRequest, ownRefs } from '../../lib/lifecycle/owned-items.ts';
import { writeTransaction } from '../../lib/lifecycle/write-transaction.ts';
import { requireArtist } from '../../lib/require-artist.ts';

/**
 * Moves a pending request to another real slot of the artist (it stays pending there). The slot is
 * checked against the engine first (moveTarget: no request delay, no toggles, its own holds do not
 * count), then ONE transaction patches the request (only while pending and still on the slot read),
 * deletes the slices only the old slot covers, puts the slices only the new one covers (each only if
 * absent: 409 `slot_taken`) and records `slot.moved` (kind 'request'). Moving to its own slot answers
 * it unchanged. docs/decisions/0026-request-lifecycle-transactions.md.
 */
export const handler = httpHandler(routes.moveMyRequest, async ({ params, body, caller, correlationId }) => {
  const { artistId } = requireArtist(caller);
  const { requestId } = params;
  const request = await loadOwnRequest(artistId, requestId);
  if (request.status !== 'pending') throw new ApiError(409, 'request_not_pending');
  if (body.slotId === request.slotId) {
    const { refs } = await ownRefs(artistId, [request]);
    return requestViewOf(request, refs);
  }
  const now = new Date();
  const target = await moveTarget(artistId, requestId, body.slotId, now);
  const travelId = target.location?.travelId;
  const moved = { ...request, slotId: target.slotId, slotStart: target.start, slotEnd: target.end, travelId };
  const { refs, artist } = await ownRefs(artistId, [request, moved]);

  const at = now.toISOString();
  const entry: HistoryEntry = {
    at,
    action: 'moved',
    by: 'artist',
    fromStart: request.slotStart,
    toStart: target.start,
  };
  const location = eventLocationOf(refs.travel(artistId, travelId), { withAddress: false });
  const event = outboxItem(
    slotMoved,
    {
      ...eventSubjectOf(request, artist),
      kind: 'request',
      from: slotViewOf(request, artist),
      to: slotViewOf(moved, artist),
      ...(location && { location }),
    },
    { correlationId, now },
  );
  const slot = { slotId: target.slotId, slotStart: target.start, slotEnd: target.end, updatedAt: at };

  let claimFrom = 0;
  let claimTo = 0;
  const canceled = await writeTransaction('move request', () =>
    getDb()
      .transaction.write(({ bookingRequest, slotHold, outboxEvent }) => {
        const holds = moveHolds(slotHold, { artistId, requestId, from: request, to: moved, now: at });
        claimFrom = 1 + holds.release.length;
        claimTo = claimFrom + holds.claim.length;
        const patch = bookingRequest.patch({ artistId, requestId });
        return [
          (travelId ? patch.set({ ...slot, travelId }) : patch.set(slot).remove(['travelId']))
            .append({ history: [entry] })
            .where(
              ({ status, slotId }, { eq }) => `${eq(status, 'pending')} AND ${eq(slotId, request.slotId)}`,
            )
            .commit(),
          ...holds.release,
          ...holds.claim,
          outboxEvent.create(event).commit(),
        ];
      })
      .go(),
  );
  if (canceled) {
    if (canceled.failed(0)) {
      // Answered meanwhile, or moved by a concurrent call (the artist may try again).
      const current = await loadOwnRequest(artistId, requestId);
      throw new ApiError(409, current.status === 'pending' ? 'conflict' : 'request_not_pending');
    }
    throw new ApiError(409, canceled.anyFailed(claimFrom, claimTo) ? 'slot_taken' : 'conflict');
  }
  return requestViewOf({ ...moved, history: [...(request.history ?? []), entry], updatedAt: at }, refs);
});
