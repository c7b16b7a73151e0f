import { requestConfirmationRequested } from '#events/definitions/booking.ts';
import { outboxItem } from '#events/outbox.ts';
import { artistIdOfPseudo } from '#functions/lib/artist-schedule.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { randomToken } from '#functions/lib/portal/secrets.ts';
import { ApiError } from '#shared/api/errors.ts';
import { bookingRequestRoutes } from '#shared/api/routes/booking-requests.ts';
import { REQUEST_CONFIRMATION, resendRate } from '#shared/domain/booking/request-confirmation.ts';

/**
 * `POST /artists/{pseudo}/requests/{requestId}/confirmation-email` ("send again", ADR 0067): a new
 * code and link for an unconfirmed request, the earlier ones no longer valid and the wrong tries
 * reset: one transaction replaces the challenge (no code until its email is made) and records
 * `request.confirmation-requested`, whose consumer emails the new code. At most 3 emails per request,
 * a minute apart (429 `too_many_confirmation_emails` with `Retry-After`); the hold is not extended.
 */
export const handler = httpHandler(
  bookingRequestRoutes.resendRequestConfirmation,
  async ({ params, reply, correlationId }) => {
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
    const challengeId = randomToken(16);
    const replaced = await db.transaction
      .write(({ unconfirmedRequest, outboxEvent }) => [
        unconfirmedRequest
          .patch({ artistId, requestId })
          .set({ challengeId, attempts: 0, sends: [...unconfirmed.sends, nowSeconds] })
          .remove(['codeHash', 'linkHash'])
          .where(
            (item, { eq, notExists }) =>
              `${eq(item.challengeId, unconfirmed.challengeId)} AND ${notExists(item.confirmedAt)}`,
          )
          .commit(),
        outboxEvent
          .create(
            outboxItem(requestConfirmationRequested, { artistId, requestId, challengeId }, { correlationId }),
          )
          .commit(),
      ])
      .go();
    // Confirmed, or sent again by a concurrent click, since it was read.
    if (replaced.canceled) throw new ApiError(409, 'conflict');
    return { resendAfterSeconds: REQUEST_CONFIRMATION.resendAfterSeconds };
  },
);
