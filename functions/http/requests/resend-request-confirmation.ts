import { ApiError } from '../../../shared/api/errors.ts';
import { bookingRequestRoutes } from '../../../shared/api/routes/booking-requests.ts';
import { REQUEST_CONFIRMATION, resendRate } from '../../../shared/domain/booking/request-confirmation.ts';
import { artistIdOfPseudo } from '../../lib/artist-schedule.ts';
import { getDb } from '../../lib/db.ts';
import { httpHandler } from '../../lib/http-handler.ts';
import { newChallenge, sendConfirmation } from './confirmation-challenge.ts';
import type { RequestWrite } from './write-request.ts';

/**
 * `POST /artists/{pseudo}/requests/{requestId}/confirmation-email` ("send again", ADR 0067): a new
 * code and link for an unconfirmed request, the earlier ones no longer valid and the wrong tries
 * reset. At most 3 emails per request, a minute apart (429 `too_many_confirmation_emails` with
 * `Retry-After`); the hold is not extended.
 */
export const handler = httpHandler(
  bookingRequestRoutes.resendRequestConfirmation,
  async ({ params, reply }) => {
    const artistId = await artistIdOfPseudo(params.pseudo);
    if (!artistId) throw new ApiError(404, 'not_found');
    const { requestId } = params;
    const db = getDb();
    const unconfirmed = (
      await db.entities.unconfirmedRequest.get({ artistId, requestId }).go({ consistent: true })
    ).data;
    const nowSeconds = Math.floor(Date.now() / 1000);
    if (!unconfirmed || unconfirmed.confirmedAt || unconfirmed.holdExpiresAt <= nowSeconds) {
      throw new ApiError(410, 'confirmation_expired');
    }
    const rate = resendRate(unconfirmed.sends, nowSeconds);
    if (!rate.allowed) {
      reply.headers['retry-after'] = String(rate.retryAfterSeconds);
      throw new ApiError(429, 'too_many_confirmation_emails');
    }
    const artist = (await db.entities.artist.get({ artistId }).go()).data;
    if (!artist) throw new ApiError(404, 'not_found');
    const { secrets, stored } = newChallenge();
    await db.entities.unconfirmedRequest
      .patch({ artistId, requestId })
      .set({ ...stored, sends: [...unconfirmed.sends, nowSeconds] })
      .where(
        (item, { eq, notExists }) =>
          `${eq(item.challengeId, unconfirmed.challengeId)} AND ${notExists(item.confirmedAt)}`,
      )
      .go()
      .catch((error: { cause?: { name?: string } }) => {
        if (error.cause?.name === 'ConditionalCheckFailedException') throw new ApiError(409, 'conflict');
        throw error;
      });
    const request = unconfirmed.request as RequestWrite['request'];
    await sendConfirmation({
      to: unconfirmed.email,
      locale: request.locale,
      artist,
      request,
      secrets,
      holdSeconds: unconfirmed.holdExpiresAt - nowSeconds,
    });
    return { resendAfterSeconds: REQUEST_CONFIRMATION.resendAfterSeconds };
  },
);
