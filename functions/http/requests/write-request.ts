import { setTimeout as sleep } from 'node:timers/promises';
import type { OutboxItem } from '#events/outbox.ts';
import { getDb, type WriteEntities } from '#functions/lib/db.ts';
import { requestHolds } from '#functions/lib/lifecycle/claim-hold.ts';
import { logger } from '#functions/lib/logger.ts';
import { ApiError } from '#shared/api/errors.ts';
import type { Db } from '#shared/db/service.ts';
import type { OpeningHolder } from '#shared/domain/booking/opening.ts';
import { FREE_PLAN_REQUEST_LIMIT, underRequestLimit } from '#shared/domain/booking/reservation-rules.ts';

export interface RequestWrite {
  request: {
    artistId: string;
    requestId: string;
    idempotencyKey: string;
    projectType: 'flash' | 'custom' | 'touchup';
    flashId?: string | undefined;
    placement: string;
    size: string;
    text?: string | undefined;
    referenceImageIds: string[];
    slotId: string;
    slotStart: string;
    slotEnd: string;
    travelId?: string | undefined;
    clientEmail: string;
    clientFirstName: string;
    clientLastName: string;
    clientAge: number;
    clientInstagram?: string | undefined;
    clientAlreadyTattooed: boolean;
    locale: 'fr' | 'en' | 'es';
    createdAt: string;
    updatedAt: string;
  };
  slices: string[];
  /** Seconds since the epoch: a hold expires a week after its slot ended. */
  holdExpiresAt: number;
  event: OutboxItem;
  /** The artist's month of the request (`YYYY-MM`, their zone), and the month their counter held when read. */
  month: string;
  counterMonth: string | undefined;
  now: Date;
  /**
   * Confirming an unconfirmed request (ADR 0067): its holds are extended (each only while still this
   * request's) instead of claimed, and the unconfirmed item is marked confirmed (only if not yet, and
   * before its hold's end) with its secrets removed, in the same transaction.
   */
  confirming?: boolean;
  /**
   * The book opening the request counts toward (ADR 0092): its counter is raised in the same update
   * as the month's, only while the opening is still this one and below its cap.
   */
  opening?: { openingId: string; cap: number } | undefined;
  /**
   * Drawn from a draw opening's pool (ADR 0096): its holds are extended as when confirming, and its
   * pool entry is marked drawn (only if it has no outcome yet) in the same transaction.
   */
  drawn?: { openingId: string } | undefined;
}

export type WriteOutcome = 'created' | 'duplicate';

/** Attempts when DynamoDB cancels for a conflict with a concurrent transaction (not a condition). */
const ATTEMPTS = 6;

/**
 * One TransactWriteItems: the request (only if absent), one hold per slice (each only if absent or
 * expired; when confirming, each extended only while still this request's), the
 * artist's request counter of the month (only while Pro or below the Free limit; set to 1 by a new
 * month's first request), the client (upsert), the reference
 * images made permanent (only if they still exist), and `request.created` in the outbox. Conditions
 * decide the refusals; a cancellation for a conflict with a concurrent transaction is retried, so of
 * clients racing for one slot exactly one gets it and the others are told `slot_taken`.
 */
export async function writeRequest(write: RequestWrite): Promise<WriteOutcome> {
  const { request, slices, holdExpiresAt, event, month, confirming, opening, drawn } = write;
  const extending = confirming || drawn !== undefined;
  const { artistId, requestId } = request;
  const nowSeconds = Math.floor(write.now.getTime() / 1000);
  let counterMonth = write.counterMonth;
  for (let attempt = 1; ; attempt++) {
    const result = await getDb()
      .transaction.write((entities) => {
        const { bookingRequest, slotHold, artist, client, image, outboxEvent } = entities;
        return [
          bookingRequest.create(request).commit(),
          ...requestHolds(slotHold, request, slices, {
            expiresAt: holdExpiresAt,
            extend: extending,
            nowSeconds,
          }),
          // This month's counter: one more while Pro or under the limit, or the first of a new month;
          // and the opening's, only while it is still the one counted and below its cap.
          counterMonth === month
            ? artist
                .patch({ artistId })
                .add({ requestCount: 1, ...(opening && { openingCount: 1 }) })
                .where(
                  (item, operations) =>
                    `${operations.eq(item.requestMonth, month)} AND (${operations.eq(item.plan, 'pro')} OR ${operations.lt(item.requestCount, FREE_PLAN_REQUEST_LIMIT)})${openingCondition(item, operations, opening)}`,
                )
                .commit()
            : artist
                .patch({ artistId })
                .set({ requestCount: 1, requestMonth: month })
                .add(opening ? { openingCount: 1 } : {})
                .where(
                  (item, operations) =>
                    `(${operations.notExists(item.requestMonth)} OR ${operations.ne(item.requestMonth, month)})${openingCondition(item, operations, opening)}`,
                )
                .commit(),
          client
            .upsert({
              email: request.clientEmail,
              firstName: request.clientFirstName,
              lastName: request.clientLastName,
              age: request.clientAge,
              ...(request.clientInstagram && { instagram: request.clientInstagram }),
              alreadyTattooed: request.clientAlreadyTattooed,
              locale: request.locale,
              createdAt: request.createdAt,
              updatedAt: request.updatedAt,
            })
            .commit(),
          ...request.referenceImageIds.map((imageId) =>
            image.patch({ artistId, imageId }).remove(['expiresAt']).commit(),
          ),
          outboxEvent.create(event).commit(),
          ...sourceMarked(entities, write, nowSeconds),
        ];
      })
      .go();
    if (!result.canceled) return 'created';

    const codes = result.data.map((item) => item.code);
    const failed = (index: number) => codes[index] === 'ConditionalCheckFailed';
    const holdsFrom = 1;
    const artistAt = holdsFrom + slices.length;
    const imagesFrom = artistAt + 2;
    if (failed(0)) return 'duplicate';
    const confirmedAt = imagesFrom + request.referenceImageIds.length + 1;
    // Drawn by another run of the draw meanwhile: the same request.
    if (drawn && failed(confirmedAt)) return 'duplicate';
    if (confirming && failed(confirmedAt)) {
      // Confirmed meanwhile (the other answer is the same), or its hold ran out.
      if (await exists(artistId, requestId)) return 'duplicate';
      throw new ApiError(410, 'confirmation_expired');
    }
    if (codes.slice(holdsFrom, artistAt).some((code) => code === 'ConditionalCheckFailed')) {
      // A lapsed cart hold someone else took meanwhile: the request cannot be confirmed.
      if (extending) throw new ApiError(409, 'confirmation_slot_lost');
      // The same draft sent twice at once: the other submit may hold the slot for this very request
      // (DynamoDB Local does not always report the request's own condition when a hold's fails first).
      if (await exists(artistId, requestId)) return 'duplicate';
      throw new ApiError(409, 'slot_taken');
    }
    if (failed(artistAt)) {
      // The counter moved since read (a concurrent request, the month's first): read it again.
      // Drawn by another run of the draw meanwhile (DynamoDB Local may report only the counter's).
      if (drawn && (await exists(artistId, requestId))) return 'duplicate';
      const { data: fresh } = await getDb().entities.artist.get({ artistId }).go({ consistent: true });
      if (opening) checkOpeningCounted(fresh ?? {}, opening);
      if (!fresh || !underRequestLimit(fresh, write.now)) throw new ApiError(409, 'request_limit_reached');
      counterMonth = fresh.requestMonth;
      if (attempt >= ATTEMPTS) throw new ApiError(409, 'conflict');
      continue;
    }
    const missingImage = request.referenceImageIds.findIndex((_, index) => failed(imagesFrom + index));
    if (missingImage >= 0) {
      throw new ApiError(400, 'validation_failed', [
        { path: `referenceImageIds.${missingImage}`, key: 'validation.booking.imageNotFound' },
      ]);
    }
    if (attempt >= ATTEMPTS) {
      if (await exists(artistId, requestId)) return 'duplicate';
      logger.warn('booking request transaction still conflicting', { requestId, codes: codes.join(',') });
      throw new ApiError(409, 'conflict');
    }
    // A conflict with a concurrent transaction on the same items: wait a little, then try again.
    await sleep(Math.random() * 20 * attempt);
  }
}

/**
 * The item the request came from, marked in the same transaction: the unconfirmed request confirmed
 * (only if not yet, before its hold's end, its secrets removed), or the draw's pool entry drawn (only
 * if it has no outcome yet); nothing for a request written at once.
 */
function sourceMarked(entities: WriteEntities, write: RequestWrite, nowSeconds: number) {
  const { artistId, requestId, createdAt } = write.request;
  if (write.confirming) {
    return [
      entities.unconfirmedRequest
        .patch({ artistId, requestId })
        .set({ confirmedAt: createdAt })
        .remove(['codeHash', 'linkHash'])
        .where(
          (item, { notExists, gt }) =>
            `${notExists(item.confirmedAt)} AND ${gt(item.holdExpiresAt, nowSeconds)}`,
        )
        .commit(),
    ];
  }
  if (write.drawn) {
    return [
      entities.drawEntry
        .patch({ artistId, openingId: write.drawn.openingId, requestId })
        .set({ outcome: 'drawn', answeredAt: createdAt })
        .where((item, { notExists }) => notExists(item.outcome))
        .commit(),
    ];
  }
  return [];
}

/** Whether the request is already written (a strongly consistent read). */
async function exists(artistId: string, requestId: string): Promise<boolean> {
  const found = await getDb().entities.bookingRequest.get({ artistId, requestId }).go({ consistent: true });
  return found.data !== null;
}

type Where = Parameters<
  Parameters<ReturnType<ReturnType<Db['entities']['artist']['patch']>['add']>['where']>[0]
>;

/** ` AND <the opening is still this one> AND <below its cap>`, or nothing without an opening. */
function openingCondition(item: Where[0], operations: Where[1], opening: RequestWrite['opening']): string {
  if (!opening) return '';
  const { eq, lt } = operations;
  return ` AND ${eq(item.opening.openingId, opening.openingId)} AND ${lt(item.openingCount, opening.cap)}`;
}

/** After a cancelled count: the opening replaced or cancelled (`opening_closed`) or full (`opening_full`). */
function checkOpeningCounted(fresh: OpeningHolder, opening: NonNullable<RequestWrite['opening']>) {
  if (fresh.opening?.openingId !== opening.openingId) throw new ApiError(409, 'opening_closed');
  if ((fresh.openingCount ?? 0) >= opening.cap) throw new ApiError(409, 'opening_full');
}
