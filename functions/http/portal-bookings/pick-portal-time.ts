import { consentAskedOnAccept } from '#functions/lib/consent/consent-forms.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { acceptanceItems, acceptanceOf } from '#functions/lib/lifecycle/accept-request.ts';
import { holdExpiresAt } from '#functions/lib/lifecycle/move-holds.ts';
import { ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { shiftHolds } from '#functions/lib/lifecycle/shift-holds.ts';
import { writeTransaction } from '#functions/lib/lifecycle/write-transaction.ts';
import { requireClient } from '#functions/lib/require-client.ts';
import type { HistoryEntry } from '#shared/api/contracts/lifecycle-views.ts';
import type { PortalBooking } from '#shared/api/contracts/portal-lifecycle.ts';
import { ApiError } from '#shared/api/errors.ts';
import { portalRoutes } from '#shared/api/routes/portal.ts';
import type { RequestItem } from '#shared/db/entities/booking-request.ts';
import { proposalState } from '#shared/domain/lifecycle/proposal.ts';
import { artistOfClientRequest, readClientRequest } from './client-request-owner.ts';
import { portalBookingView } from './portal-views.ts';

/**
 * `POST /portal/requests/{requestId}/pick-time {slotId}` (issue 30, item 3; ADR 0087): the client
 * takes one of the times the artist proposed. ONE transaction, as the artist's accept writes it
 * (functions/lib/lifecycle/accept-request.ts: the booking, its deposit deadline, `request.accepted`),
 * plus the request moved to the picked slot and accepted (only while pending, the caller's and
 * unchanged since read), the picked slot's slices kept for good and the other proposed slots'
 * released. Of two tabs picking at once exactly one commits: the other answers 409
 * `time_already_picked` (the same pick again answers the booking). A lapsed proposal answers 409
 * `proposal_expired` and the request stays with the artist; a slot not proposed 409
 * `no_times_to_pick`; another client's request (or none) 404.
 */
export const handler = httpHandler(
  portalRoutes.pickPortalTime,
  async ({ params, body, caller, correlationId }) => {
    const { email } = requireClient(caller);
    const artistId = await artistOfClientRequest(email, params.requestId);
    if (!artistId) throw new ApiError(404, 'not_found');
    const request = await readClientRequest(artistId, email, params.requestId);
    if (request.status === 'accepted') return pickedBefore(request, body.slotId);
    if (request.status !== 'pending') throw new ApiError(409, 'request_not_pending');
    const { proposal } = request;
    const chosen = proposal?.slots.find((slot) => slot.slotId === body.slotId);
    if (!proposal || !chosen) throw new ApiError(409, 'no_times_to_pick');
    const now = new Date();
    if (proposalState(proposal, now) !== 'open') throw new ApiError(409, 'proposal_expired');
    const [{ refs, artist }, consent] = await Promise.all([
      ownRefs(artistId, [request, { artistId, travelId: chosen.travelId }]),
      consentAskedOnAccept(artistId, chosen.slotStart, now.toISOString()),
    ]);

    const at = now.toISOString();
    const entry: HistoryEntry = { at, action: 'time-picked', by: 'client', toStart: chosen.slotStart };
    const { requestId } = request;
    const slot = { slotId: chosen.slotId, slotStart: chosen.slotStart, slotEnd: chosen.slotEnd };
    const { travelId: _before, ...rest } = request;
    const picked: RequestItem = { ...rest, ...slot, ...(chosen.travelId && { travelId: chosen.travelId }) };
    const acceptance = acceptanceOf(picked, {
      artist,
      refs,
      money: proposal,
      entry,
      now,
      correlationId,
      consentDeadline: consent?.deadline,
    });

    let claimFrom = 0;
    let claimTo = 0;
    const canceled = await writeTransaction('pick proposed time', () =>
      getDb()
        .transaction.write((entities) => {
          const holds = shiftHolds(entities.slotHold, {
            artistId,
            requestId,
            from: proposal.slots,
            to: [{ ...slot, expiresAt: holdExpiresAt(slot.slotEnd) }],
            now,
          });
          claimFrom = 1 + holds.release.length;
          claimTo = claimFrom + holds.claim.length;
          const patch = entities.bookingRequest.patch({ artistId, requestId });
          const accepted = { ...slot, status: 'accepted' as const, bookingId: requestId, updatedAt: at };
          return [
            (chosen.travelId
              ? patch.set({ ...accepted, travelId: chosen.travelId })
              : patch.set(accepted).remove(['travelId'])
            )
              .append({ history: [entry] })
              .where(
                ({ status, clientEmail, updatedAt }, { eq }) =>
                  `${eq(status, 'pending')} AND ${eq(clientEmail, email)} AND ${eq(updatedAt, request.updatedAt)}`,
              )
              .commit(),
            ...holds.release,
            ...holds.claim,
            ...acceptanceItems(entities, acceptance),
          ];
        })
        .go(),
    );
    if (!canceled) return portalBookingView(acceptance.booking, now);
    if (!canceled.failed(0)) {
      throw new ApiError(409, canceled.anyFailed(claimFrom, claimTo) ? 'slot_taken' : 'conflict');
    }
    // Picked meanwhile (another tab, a retry), proposed again, or cancelled: say which.
    const current = await readClientRequest(artistId, email, requestId);
    if (current.status === 'accepted') return pickedBefore(current, body.slotId);
    throw new ApiError(409, current.status === 'pending' ? 'no_times_to_pick' : 'request_not_pending');
  },
);

/**
 * A request already accepted: the same pick again (a retry) answers its booking; another time
 * (a second tab) answers 409 `time_already_picked`, which the portal explains beside the booking.
 */
async function pickedBefore(request: RequestItem, slotId: string): Promise<PortalBooking> {
  if (request.slotId !== slotId || !request.proposal) throw new ApiError(409, 'time_already_picked');
  const { data: booking } = await getDb()
    .entities.booking.get({ artistId: request.artistId, bookingId: request.requestId })
    .go({ consistent: true });
  if (!booking) throw new ApiError(404, 'not_found');
  return portalBookingView(booking, new Date());
}
