import { requestTimesProposed } from '#events/definitions/lifecycle.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { requestViewOf } from '#functions/lib/lifecycle/artist-views.ts';
import { eventLocationOf, eventSubjectOf } from '#functions/lib/lifecycle/event-parts.ts';
import { slotViewOf } from '#functions/lib/lifecycle/item-views.ts';
import { moveTarget } from '#functions/lib/lifecycle/move-target.ts';
import { loadOwnPendingRequest, loadOwnRequest, ownRefs } from '#functions/lib/lifecycle/owned-items.ts';
import { shiftHolds } from '#functions/lib/lifecycle/shift-holds.ts';
import { writeTransaction } from '#functions/lib/lifecycle/write-transaction.ts';
import { requireArtist } from '#functions/lib/require-artist.ts';
import type { HistoryEntry } from '#shared/api/contracts/lifecycle-views.ts';
import { ApiError } from '#shared/api/errors.ts';
import { inboxRoutes } from '#shared/api/routes/inbox.ts';
import type { RequestItem } from '#shared/db/entities/booking-request.ts';
import {
  heldSlotsOf,
  type ProposedSlot,
  proposalEndsAt,
  proposedSlotsProblem,
} from '#shared/domain/lifecycle/proposal.ts';
import { artistCurrency } from '#shared/domain/money.ts';

/** DynamoDB's most items in one transaction. */
const TRANSACTION_ITEMS = 100;

/**
 * `POST /me/requests/{requestId}/propose-times` (issue 30, item 3; ADR 0087): the artist answers a
 * pending request with 2 to 4 of their free slots, open for the hours they chose. Each slot is
 * checked against the engine as a move is (any start in the working hours, the request's own holds
 * not counting); then ONE transaction stores the proposal on the request (only while pending and
 * unchanged since read), holds each proposed slot's slices until the proposal ends (they lapse by
 * themselves), releases the slices the request held before and only those, and records
 * `request.times-proposed` (the client's email lists the times). Proposing again replaces an open
 * or lapsed proposal the same way. 409 `slot_taken` when someone holds a slot meanwhile.
 */
export const handler = httpHandler(
  inboxRoutes.proposeMyRequestTimes,
  async ({ params, body, caller, correlationId }) => {
    const { artistId } = requireArtist(caller);
    const { requestId } = params;
    const request = await loadOwnPendingRequest(artistId, requestId);
    const now = new Date();
    const targets = await Promise.all(
      body.slotIds.map((slotId) => moveTarget(artistId, requestId, slotId, now)),
    );
    const slots: ProposedSlot[] = targets.map((target) => ({
      slotId: target.slotId,
      slotStart: target.start,
      slotEnd: target.end,
      ...(target.location?.travelId && { travelId: target.location.travelId }),
    }));
    const problem = proposedSlotsProblem(slots, now);
    if (problem) invalid(problem);
    const { refs, artist } = await ownRefs(artistId, [
      request,
      ...slots.map((slot) => ({ artistId, travelId: slot.travelId })),
    ]);

    const at = now.toISOString();
    const endsAt = proposalEndsAt(now, body.openHours);
    const expiresAt = Math.floor(Date.parse(endsAt) / 1000);
    const depositCents = body.depositCents ? body.depositCents : undefined;
    const proposal: NonNullable<RequestItem['proposal']> = {
      slots,
      endsAt,
      proposedAt: at,
      priceCents: body.priceCents,
      ...(depositCents && { depositCents }),
    };
    const entry: HistoryEntry = { at, action: 'times-proposed', by: 'artist' };
    const event = outboxItem(
      requestTimesProposed,
      {
        ...eventSubjectOf(request, artist),
        slots: slots.map((slot) => {
          const travel = refs.travel(artistId, slot.travelId);
          const location = travel && eventLocationOf(travel, artist, { withAddress: false });
          return { ...slotViewOf(slot, artist), ...(location && { location }) };
        }),
        endsAt,
        priceCents: body.priceCents,
        ...(depositCents && { depositCents }),
        currency: artistCurrency(artist),
      },
      { correlationId, now },
    );

    let claimFrom = 0;
    let claimTo = 0;
    const canceled = await writeTransaction('propose times', () =>
      getDb()
        .transaction.write((entities) => {
          const holds = shiftHolds(entities.slotHold, {
            artistId,
            requestId,
            from: heldSlotsOf(request, now),
            to: slots.map((slot) => ({ ...slot, expiresAt })),
            now,
          });
          claimFrom = 1 + holds.release.length;
          claimTo = claimFrom + holds.claim.length;
          if (claimTo + 1 > TRANSACTION_ITEMS) invalid('proposalTooLong');
          return [
            entities.bookingRequest
              .patch({ artistId, requestId })
              .set({ proposal, updatedAt: at })
              .remove(['moveAnswer'])
              .append({ history: [entry] })
              .where(
                ({ status, updatedAt }, { eq }) =>
                  `${eq(status, 'pending')} AND ${eq(updatedAt, request.updatedAt)}`,
              )
              .commit(),
            ...holds.release,
            ...holds.claim,
            entities.outboxEvent.create(event).commit(),
          ];
        })
        .go(),
    );
    if (canceled) {
      if (canceled.failed(0)) {
        const current = await loadOwnRequest(artistId, requestId);
        throw new ApiError(409, current.status === 'pending' ? 'conflict' : 'request_not_pending');
      }
      throw new ApiError(409, canceled.anyFailed(claimFrom, claimTo) ? 'slot_taken' : 'conflict');
    }
    const { moveAnswer: _answered, ...rest } = request;
    const proposed = { ...rest, proposal, updatedAt: at, history: [...(request.history ?? []), entry] };
    return requestViewOf(proposed, refs, now);
  },
);

function invalid(problem: string): never {
  throw new ApiError(400, 'validation_failed', [{ path: 'slotIds', key: `validation.lifecycle.${problem}` }]);
}
