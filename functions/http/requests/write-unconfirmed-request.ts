import { setTimeout as sleep } from 'node:timers/promises';
import type { OutboxItem } from '#events/outbox.ts';
import { getDb } from '#functions/lib/db.ts';
import { claimHold } from '#functions/lib/lifecycle/claim-hold.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { RequestLocation, RequestProject } from './request-created-event.ts';
import type { RequestWrite } from './write-request.ts';

export interface UnconfirmedItem {
  artistId: string;
  requestId: string;
  request: RequestWrite['request'];
  project: RequestProject;
  location?: RequestLocation;
  email: string;
  challengeId: string;
  attempts: number;
  sends: number[];
  holdExpiresAt: number;
  expiresAt: number;
  openingId?: string;
}

type Stored = { confirmedAt?: string | undefined; holdExpiresAt: number };
export type UnconfirmedOutcome = { kind: 'created' } | { kind: 'duplicate'; item: Stored };

/** Attempts when DynamoDB cancels for a conflict with a concurrent transaction (not a condition). */
const ATTEMPTS = 6;

/**
 * One TransactWriteItems (ADR 0067): the unconfirmed request (only if absent, or an earlier one of the
 * same draft whose hold lapsed unconfirmed), one hold per slice for the cart hold (each only if
 * absent or expired) and `request.confirmation-requested` in the outbox, whose consumer emails the
 * code and link. No counter, no client, no event the artist sees: nothing reaches the artist.
 * Of clients racing for one slot exactly one gets it and the others are told `slot_taken`.
 */
export async function writeUnconfirmedRequest(write: {
  item: UnconfirmedItem;
  slices: string[];
  nowSeconds: number;
  event: OutboxItem;
}): Promise<UnconfirmedOutcome> {
  const { item, slices, nowSeconds, event } = write;
  const { artistId, requestId } = item;
  for (let attempt = 1; ; attempt++) {
    const result = await getDb()
      .transaction.write(({ unconfirmedRequest, slotHold, outboxEvent }) => [
        unconfirmedRequest
          .put(item)
          .where(
            (stored, { notExists, lte }) =>
              `${notExists(stored.challengeId)} OR (${notExists(stored.confirmedAt)} AND ${lte(stored.holdExpiresAt, nowSeconds)})`,
          )
          .commit(),
        ...slices.map((sliceStart) =>
          claimHold(
            slotHold,
            {
              artistId,
              sliceStart,
              requestId,
              slotId: item.request.slotId,
              createdAt: item.request.createdAt,
              expiresAt: item.holdExpiresAt,
            },
            nowSeconds,
          ),
        ),
        outboxEvent.create(event).commit(),
      ])
      .go();
    if (!result.canceled) return { kind: 'created' };
    const codes = result.data.map((entry) => entry.code);
    const conditionFailed = codes.some((code) => code === 'ConditionalCheckFailed');
    if (conditionFailed) {
      // The same draft sent twice at once made it (DynamoDB Local does not always report the item's
      // own condition when a hold's fails first); otherwise someone else holds a slice.
      const stored = await current(artistId, requestId, nowSeconds);
      if (stored) return { kind: 'duplicate', item: stored };
      throw new ApiError(409, 'slot_taken');
    }
    if (attempt >= ATTEMPTS) throw new ApiError(409, 'conflict');
    // A conflict with a concurrent transaction on the same items: wait a little, then try again.
    await sleep(Math.random() * 20 * attempt);
  }
}

/** The stored unconfirmed request when it is confirmed or its hold still runs (a strongly consistent read). */
async function current(artistId: string, requestId: string, nowSeconds: number) {
  const found = await getDb()
    .entities.unconfirmedRequest.get({ artistId, requestId })
    .go({ consistent: true });
  const stored = found.data;
  if (!stored || (!stored.confirmedAt && stored.holdExpiresAt <= nowSeconds)) return undefined;
  return { confirmedAt: stored.confirmedAt, holdExpiresAt: stored.holdExpiresAt };
}
