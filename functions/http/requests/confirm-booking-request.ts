import { artistIdOfPseudo } from '#functions/lib/artist-schedule.ts';
import { isConditionFailure } from '#functions/lib/condition-failure.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { codeHash, sameHash, sha256Hex } from '#functions/lib/portal/secrets.ts';
import { ApiError } from '#shared/api/errors.ts';
import { bookingRequestRoutes } from '#shared/api/routes/booking-requests.ts';
import type { OpeningHolder } from '#shared/domain/booking/opening.ts';
import { REQUEST_CONFIRMATION } from '#shared/domain/booking/request-confirmation.ts';
import { slotSlices } from '#shared/domain/booking/slot-slices.ts';
import { confirmedAnswer, drawOf, enterDraw } from './enter-draw.ts';
import { pendingAnswer } from './request-answers.ts';
import type { RequestLocation, RequestProject } from './request-created-event.ts';
import { writeKeptRequest } from './write-kept-request.ts';
import type { RequestWrite } from './write-request.ts';

const MAX_ATTEMPTS: number = REQUEST_CONFIRMATION.maxCodeAttempts;

/**
 * `POST /artists/{pseudo}/requests/{requestId}/confirmation` (ADR 0067): the client proves the email
 * is theirs with the emailed code (typed in the form) or the link's secret (posted by the link's page
 * on a button press). Then ONE transaction makes the request reach the artist: the request written
 * `pending` (only if absent), the unconfirmed item marked confirmed (only if not yet, and before its
 * hold's end), the holds extended to their normal expiry (each only while still this request's: a
 * lapsed hold someone took is a 409 `confirmation_slot_lost`), the Free counter under its condition,
 * the client, the reference images, and `request.created`. Confirming again answers the same. Each
 * code try is counted BEFORE it is compared (an atomic increment); the 5th wrong one burns the code.
 */
export const handler = httpHandler(
  bookingRequestRoutes.confirmBookingRequest,
  async ({ params, body, correlationId }) => {
    const artistId = await artistIdOfPseudo(params.pseudo);
    if (!artistId) throw new ApiError(404, 'not_found');
    const { requestId } = params;
    const db = getDb();
    const [existing, found] = await Promise.all([
      db.entities.bookingRequest.get({ artistId, requestId }).go({ consistent: true }),
      db.entities.unconfirmedRequest.get({ artistId, requestId }).go({ consistent: true }),
    ]);
    if (existing.data) return pendingAnswer(existing.data);
    const unconfirmed = found.data;
    if (!unconfirmed) throw new ApiError(410, 'confirmation_expired');
    const stored = unconfirmed.request as RequestWrite['request'];
    if (unconfirmed.confirmedAt)
      return confirmedAnswer(await openingArtist(artistId, unconfirmed.openingId), unconfirmed);
    const now = new Date();
    const nowSeconds = Math.floor(now.getTime() / 1000);
    if (unconfirmed.holdExpiresAt <= nowSeconds) throw new ApiError(410, 'confirmation_expired');

    if (body.token !== undefined) {
      if (!sameHash(unconfirmed.linkHash, sha256Hex(body.token))) {
        throw new ApiError(410, 'confirmation_link_invalid');
      }
    } else if ((await checkCode(unconfirmed, body.code ?? '', nowSeconds)) === 'confirmed') {
      // Confirmed meanwhile by another submit of the same code: the same answer.
      return confirmedAnswer(await openingArtist(artistId, unconfirmed.openingId), unconfirmed);
    }

    const artist = (await db.entities.artist.get({ artistId }).go()).data;
    if (!artist) throw new ApiError(404, 'not_found');
    const draw = drawOf(artist, unconfirmed.openingId);
    if (draw) {
      // A draw opening (ADR 0096): the request enters its pool; the draw decides at its end.
      return enterDraw({
        opening: draw,
        request: stored,
        project: unconfirmed.project as RequestProject,
        location: unconfirmed.location as RequestLocation | undefined,
        slices: slotSlices(stored.slotStart, stored.slotEnd),
        now,
        confirming: true,
      });
    }
    const opening = openingCounted(artist, unconfirmed.openingId);
    const { request, outcome } = await writeKeptRequest({
      artist,
      stored,
      project: unconfirmed.project,
      location: unconfirmed.location,
      now,
      correlationId,
      opening,
      source: { confirming: true },
    });
    if (outcome === 'created') return pendingAnswer(request);
    const created = await db.entities.bookingRequest.get({ artistId, requestId }).go({ consistent: true });
    if (!created.data) throw new ApiError(409, 'conflict');
    return pendingAnswer(created.data);
  },
);

/** Counts one try (atomically, before comparing), then compares; the last wrong try burns the code. */
async function checkCode(
  unconfirmed: {
    artistId: string;
    requestId: string;
    challengeId: string;
    codeHash?: string | undefined;
    attempts: number;
  },
  code: string,
  nowSeconds: number,
): Promise<'checked' | 'confirmed'> {
  if (unconfirmed.attempts >= MAX_ATTEMPTS) throw new ApiError(429, 'confirmation_attempts_exceeded');
  // No code yet: the request-confirmation consumer has not emailed this challenge's (or a code sent
  // before "send again" was typed): nothing can match.
  if (!unconfirmed.codeHash) throw new ApiError(400, 'confirmation_code_invalid');
  const keys = { artistId: unconfirmed.artistId, requestId: unconfirmed.requestId };
  const entity = getDb().entities.unconfirmedRequest;
  const counted = await entity
    .patch(keys)
    .add({ attempts: 1 })
    .where(
      (item, { eq, lt, exists, gt, notExists }) =>
        `${eq(item.challengeId, unconfirmed.challengeId)} AND ${lt(item.attempts, MAX_ATTEMPTS)} AND ${exists(item.codeHash)} AND ${gt(item.holdExpiresAt, nowSeconds)} AND ${notExists(item.confirmedAt)}`,
    )
    .go({ response: 'all_new' })
    .then((result) => result.data)
    .catch((error) => {
      if (isConditionFailure(error)) return undefined;
      throw error;
    });
  const right = sameHash(unconfirmed.codeHash, codeHash(unconfirmed.challengeId, code));
  if (!counted) {
    // The code changed since read: confirmed by a concurrent submit, burnt, sent again or expired.
    const now = (await entity.get(keys).go({ consistent: true })).data;
    if (now?.confirmedAt && right) return 'confirmed';
    if (now && now.holdExpiresAt <= nowSeconds) throw new ApiError(410, 'confirmation_expired');
    throw new ApiError(429, 'confirmation_attempts_exceeded');
  }
  if (right) return 'checked';
  if ((counted.attempts ?? 0) < MAX_ATTEMPTS) throw new ApiError(400, 'confirmation_code_invalid');
  await entity
    .patch(keys)
    .remove(['codeHash'])
    .where((item, { eq }) => eq(item.challengeId, unconfirmed.challengeId))
    .go()
    .catch((error) => {
      if (!isConditionFailure(error)) throw error;
    });
  throw new ApiError(429, 'confirmation_attempts_exceeded');
}

/**
 * The opening a request made during it counts toward at confirmation (ADR 0092): still the artist's
 * (else it was cancelled or replaced: 409 `opening_closed`), and not yet full (409 `opening_full`;
 * the transaction's condition decides a race). Confirmable within the request's cart hold, even
 * past the opening's end: it was made in time.
 */
function openingCounted(artist: OpeningHolder, openingId: string | undefined) {
  if (openingId === undefined) return undefined;
  const { opening } = artist;
  if (opening?.openingId !== openingId) throw new ApiError(409, 'opening_closed');
  if ((artist.openingCount ?? 0) >= opening.cap) throw new ApiError(409, 'opening_full');
  return { openingId, cap: opening.cap };
}

/** The artist, read only for a request made during an opening (its answer may be the draw's). */
async function openingArtist(artistId: string, openingId: string | undefined) {
  if (openingId === undefined) return undefined;
  return (await getDb().entities.artist.get({ artistId }).go()).data;
}
