import { setTimeout as sleep } from 'node:timers/promises';
import { getDb } from '#functions/lib/db.ts';
import { requestHolds } from '#functions/lib/lifecycle/claim-hold.ts';
import type { BookingRequestCreated } from '#shared/api/contracts/booking-requests.ts';
import { ApiError } from '#shared/api/errors.ts';
import { drawAt, type OpeningHolder } from '#shared/domain/booking/opening.ts';
import { pendingAnswer } from './request-answers.ts';
import type { RequestLocation, RequestProject } from './request-created-event.ts';
import type { RequestWrite } from './write-request.ts';

/** Attempts when DynamoDB cancels for a conflict with a concurrent transaction (not a condition). */
const ATTEMPTS = 6;
/** The slot stays the entrant's until an hour after the draw (the job answers everyone by then). */
const HELD_AFTER_DRAW_SECONDS = 3600;
/** Entries are kept 30 days after the draw. */
const KEPT_AFTER_DRAW_SECONDS = 30 * 86_400;

export interface DrawEntering {
  opening: { openingId: string; closesAt: string };
  request: RequestWrite['request'];
  project: RequestProject;
  location?: RequestLocation | undefined;
  slices: string[];
  now: Date;
  /**
   * Confirming an unconfirmed request (ADR 0067): it is marked confirmed (only if not yet, before its
   * hold's end) and its holds extended (each only while still its own). Absent for a client signed
   * in to the portal: the holds are claimed (each only if free).
   */
  confirming?: boolean;
}

/** The artist's opening when it is the draw a request made during it (`openingId`) enters (ADR 0096). */
export function drawOf(artist: OpeningHolder, openingId: string | undefined) {
  const { opening } = artist;
  if (openingId === undefined || opening?.openingId !== openingId || opening.rule !== 'draw')
    return undefined;
  return opening;
}

/**
 * The answer for a request confirmed before (not yet a booking request): in its draw's pool while
 * the artist's opening is that draw, else the same as a request that reached the artist.
 */
export function confirmedAnswer(
  artist: OpeningHolder | null | undefined,
  confirmed: { request: unknown; openingId?: string | undefined },
): BookingRequestCreated {
  const stored = confirmed.request as RequestWrite['request'];
  const draw = artist && drawOf(artist, confirmed.openingId);
  return draw ? inDrawAnswer(stored, draw) : pendingAnswer(stored);
}

/** The answer for a request in a draw's pool: its results come at the draw (ADR 0096). */
function inDrawAnswer(request: Parameters<typeof pendingAnswer>[0], opening: { closesAt: string }) {
  return {
    ...pendingAnswer(request),
    status: 'in-draw',
    draw: { resultsAt: drawAt(opening) },
  } satisfies BookingRequestCreated;
}

/**
 * A request confirmed during a draw opening enters its pool (ADR 0096) instead of reaching the
 * artist: ONE transaction writes the pool entry (only if absent), holds the slot until an hour after
 * the draw and, when confirming, marks the unconfirmed item confirmed with its secrets removed. No
 * counter moves and no event is published: the draw decides. Entering again answers the same. After
 * the draw's time nothing enters (409 `opening_closed`): the pool is drawn as it stands.
 */
export async function enterDraw(entering: DrawEntering): Promise<BookingRequestCreated> {
  const { opening, request, slices, now, confirming } = entering;
  const { artistId, requestId } = request;
  const answer = inDrawAnswer(request, opening);
  const drawSeconds = Math.floor(Date.parse(drawAt(opening)) / 1000);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (nowSeconds >= drawSeconds) throw new ApiError(409, 'opening_closed');
  const heldUntil = drawSeconds + HELD_AFTER_DRAW_SECONDS;
  for (let attempt = 1; ; attempt++) {
    const result = await getDb()
      .transaction.write(({ drawEntry, slotHold, unconfirmedRequest }) => [
        drawEntry
          .create({
            artistId,
            openingId: opening.openingId,
            requestId,
            request,
            project: entering.project,
            ...(entering.location && { location: entering.location }),
            enteredAt: now.toISOString(),
            expiresAt: drawSeconds + KEPT_AFTER_DRAW_SECONDS,
          })
          .commit(),
        ...requestHolds(slotHold, request, slices, {
          expiresAt: heldUntil,
          extend: confirming === true,
          nowSeconds,
        }),
        ...(confirming
          ? [
              unconfirmedRequest
                .patch({ artistId, requestId })
                .set({ confirmedAt: now.toISOString() })
                .remove(['codeHash', 'linkHash'])
                .where(
                  (item, { notExists, gt }) =>
                    `${notExists(item.confirmedAt)} AND ${gt(item.holdExpiresAt, nowSeconds)}`,
                )
                .commit(),
            ]
          : []),
      ])
      .go();
    if (!result.canceled) return answer;
    const failed = result.data.map((item) => item.code === 'ConditionalCheckFailed');
    if (failed[0]) return answer;
    const entered = await getDb()
      .entities.drawEntry.get({ artistId, openingId: opening.openingId, requestId })
      .go({ consistent: true });
    if (entered.data) return answer;
    if (confirming && failed[1 + slices.length]) throw new ApiError(410, 'confirmation_expired');
    if (failed.slice(1, 1 + slices.length).some(Boolean)) {
      throw new ApiError(409, confirming ? 'confirmation_slot_lost' : 'slot_taken');
    }
    if (attempt >= ATTEMPTS) throw new ApiError(409, 'conflict');
    await sleep(Math.random() * 20 * attempt);
  }
}
