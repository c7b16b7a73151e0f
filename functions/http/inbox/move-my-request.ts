import { httpHandler } from '#functions/lib/http-handler.ts';
import { requestViewOf } from '#functions/lib/lifecycle/artist-views.ts';
import { moveToSlot } from '#functions/lib/lifecycle/move-to-slot.ts';
import { loadOwnRequest, ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import { ApiError } from '#shared/api/errors.ts';
import { inboxRoutes } from '#shared/api/routes/inbox.ts';

/**
 * Moves a pending request to another real slot of the artist (it stays pending there). The slot is
 * checked against the engine first (moveTarget: no request delay, no toggles, its own holds do not
 * count), then ONE transaction patches the request (only while pending and still on the slot read),
 * deletes the slices only the old slot covers, puts the slices only the new one covers (each only if
 * absent: 409 `slot_taken`) and records `slot.moved` (kind 'request'):
 * functions/lib/lifecycle/move-to-slot.ts. Moving to its own slot answers it unchanged.
 * docs/decisions/0026-request-lifecycle-transactions.md.
 */
export const handler = httpHandler(
  inboxRoutes.moveMyRequest,
  async ({ params, body, caller, correlationId }) => {
    const { artistId } = requireArtist(caller);
    const { requestId } = params;
    const request = await loadOwnRequest(artistId, requestId);
    if (request.status !== 'pending') throw new ApiError(409, 'request_not_pending');
    // Its own slot is no longer held once times are proposed: the client picks (ADR 0087).
    if (request.proposal) throw new ApiError(409, 'times_proposed');
    if (body.slotId === request.slotId) {
      const { refs } = await ownRefs(artistId, [request]);
      return requestViewOf(request, refs);
    }
    const { moved, refs } = await moveToSlot(artistId, request, {
      label: 'move request',
      requestId,
      slotId: body.slotId,
      now: new Date(),
      correlationId,
      event: { kind: 'request' },
      patch: ({ bookingRequest }, { slot, travelId, entry }) => {
        // The client is asked to accept the new time or cancel (portal, email).
        const patch = bookingRequest.patch({ artistId, requestId });
        const moved = { ...slot, moveAnswer: 'awaiting' as const };
        return (travelId ? patch.set({ ...moved, travelId }) : patch.set(moved).remove(['travelId']))
          .append({ history: [entry] })
          .where(
            ({ status, slotId, proposal }, { eq, notExists }) =>
              `${eq(status, 'pending')} AND ${eq(slotId, request.slotId)} AND ${notExists(proposal)}`,
          )
          .commit();
      },
      // Answered meanwhile, or moved by a concurrent call (the artist may try again).
      patchFailed: async () => {
        const current = await loadOwnRequest(artistId, requestId);
        return new ApiError(409, current.status === 'pending' ? 'conflict' : 'request_not_pending');
      },
    });
    return requestViewOf(moved, refs);
  },
);
