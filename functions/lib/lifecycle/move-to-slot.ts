import type { EventPayload } from '#events/define-event.ts';
import { slotMoved } from '#events/definitions/lifecycle.ts';
import { outboxItem } from '#events/outbox.ts';
import { getDb, type WriteEntities, type WriteItem } from '#functions/lib/db.ts';
import type { HistoryEntry } from '#shared/api/contracts/lifecycle-views.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { ArtistRefs } from './artist-refs.ts';
import { type EventSubjectFields, eventLocationOf, eventSubjectOf } from './event-parts.ts';
import { type LifecycleItem, slotViewOf } from './item-views.ts';
import { moveHolds } from './move-holds.ts';
import { moveTarget } from './move-target.ts';
import { ownRefs } from './owned-items.ts';
import { writeTransaction } from './write-transaction.ts';

/** A request or a booking, as a move reads it. */
type MovableItem = LifecycleItem & EventSubjectFields & { history?: HistoryEntry[] | undefined };

/** What a move writes on the item: its new slot and travel (none: removed), one history entry. */
interface SlotChange {
  slot: { slotId: string; slotStart: string; slotEnd: string; updatedAt: string };
  travelId: string | undefined;
  entry: HistoryEntry;
}

export interface SlotMove {
  /** Names the transaction in the logs when it keeps conflicting. */
  label: string;
  /** The request's id (a booking's is its request's): its holds and its event's subject. */
  requestId: string;
  slotId: string;
  now: Date;
  correlationId: string;
  /**
   * What `slot.moved` says of the item: its kind, and for a booking its id and its new `.ics`
   * SEQUENCE (a booking's event also gives the street address of a travel's shop).
   */
  event: Pick<
    EventPayload<typeof slotMoved>,
    'kind' | 'bookingId' | 'sequence' | 'priceCents' | 'depositCents' | 'currency'
  >;
  /** The item's own patch, conditioned on its state and on the slot read: first in the transaction. */
  patch: (entities: WriteEntities, change: SlotChange) => WriteItem;
  /** The error to answer when that patch failed its condition (the item changed meanwhile). */
  patchFailed: () => Promise<ApiError>;
  /** Who moves it: the artist (default), or the client from the portal (issue 14). */
  by?: 'artist' | 'client';
  /**
   * More items written in the same transaction, last (a waitlist offer taken, issue 14), and the
   * error to answer when one of them failed its condition.
   */
  also?: { items: (entities: WriteEntities) => WriteItem[]; failed: ApiError };
}

/**
 * Moves a pending request or an upcoming booking to another real slot of the artist: the engine's
 * check first (moveTarget: no request delay, no toggles, its own holds do not count), then ONE
 * transaction patches the item (`move.patch`), deletes the slices only the old slot covers, puts
 * the slices only the new one covers (each only if absent: 409 `slot_taken`) and records
 * `slot.moved`. Answers the item as moved and what its view needs.
 * docs/decisions/0026-request-lifecycle-transactions.md.
 */
export async function moveToSlot<T extends MovableItem>(
  artistId: string,
  item: T,
  move: SlotMove,
): Promise<{ moved: T & { travelId: string | undefined; updatedAt: string }; refs: ArtistRefs }> {
  const { requestId, now } = move;
  const target = await moveTarget(artistId, requestId, move.slotId, now);
  const travelId = target.location?.travelId;
  const moved = { ...item, slotId: target.slotId, slotStart: target.start, slotEnd: target.end, travelId };
  const { refs, artist } = await ownRefs(artistId, [item, moved]);

  const at = now.toISOString();
  const entry: HistoryEntry = {
    at,
    action: 'moved',
    by: move.by ?? 'artist',
    fromStart: item.slotStart,
    toStart: target.start,
  };
  const location = eventLocationOf(refs.travel(artistId, travelId), artist, {
    withAddress: move.event.kind === 'booking',
  });
  const event = outboxItem(
    slotMoved,
    {
      ...eventSubjectOf({ ...item, requestId }, artist),
      ...move.event,
      ...(move.by === 'client' && { by: 'client' as const }),
      from: slotViewOf(item, artist),
      to: slotViewOf(moved, artist),
      ...(location && { location }),
    },
    { correlationId: move.correlationId, now },
  );
  const change: SlotChange = {
    slot: { slotId: target.slotId, slotStart: target.start, slotEnd: target.end, updatedAt: at },
    travelId,
    entry,
  };

  let claimFrom = 0;
  let claimTo = 0;
  const canceled = await writeTransaction(move.label, () =>
    getDb()
      .transaction.write((entities) => {
        const holds = moveHolds(entities.slotHold, { artistId, requestId, from: item, to: moved, now: at });
        claimFrom = 1 + holds.release.length;
        claimTo = claimFrom + holds.claim.length;
        return [
          move.patch(entities, change),
          ...holds.release,
          ...holds.claim,
          entities.outboxEvent.create(event).commit(),
          ...(move.also?.items(entities) ?? []),
        ];
      })
      .go(),
  );
  if (canceled) {
    if (canceled.failed(0)) throw await move.patchFailed();
    if (move.also && canceled.anyFailed(claimTo + 1, canceled.codes.length)) throw move.also.failed;
    throw new ApiError(409, canceled.anyFailed(claimFrom, claimTo) ? 'slot_taken' : 'conflict');
  }
  return { moved: { ...moved, history: [...(item.history ?? []), entry], updatedAt: at }, refs };
}
