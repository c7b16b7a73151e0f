import type { EventPayload } from '#events/define-event.ts';
import type { requestConfirmationRequested } from '#events/definitions/booking.ts';
import { scheduleZone } from '#functions/lib/artist-schedule.ts';
import { isConditionFailure } from '#functions/lib/condition-failure.ts';
import { getDb } from '#functions/lib/db.ts';
import { sendEmail } from '#functions/lib/email/send-email.ts';
import { env } from '#functions/lib/env.ts';
import { logger } from '#functions/lib/logger.ts';
import { eventConsumer } from '#functions/lib/parse-bus-event.ts';
import { REQUEST_CONFIRMATION } from '#shared/domain/booking/request-confirmation.ts';
import { slotSnapshotOf } from '#shared/domain/lifecycle/slot-view.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { newSecrets } from './confirmation-challenge.ts';
import { confirmationEmail, confirmationLink } from './confirmation-email.ts';

type Requested = EventPayload<typeof requestConfirmationRequested>;

const MAX_ATTEMPTS: number = REQUEST_CONFIRMATION.maxCodeAttempts;

/**
 * The `request-confirmation` consumer (ADR 0067): emails the code and link of an unconfirmed booking
 * request's challenge. It makes them itself, so neither the HTTP function nor the event ever holds a
 * secret, and keeps only their hashes, written on condition that the challenge is still the
 * request's, unconfirmed, unexpired and has no code yet: a redelivered event, a challenge replaced by
 * "send again", a confirmed or lapsed request send nothing. If SES fails, the hashes are taken back
 * before the error, so the retry emails a code that works.
 */
export const handler = eventConsumer('request-confirmation', async ({ envelope }) => {
  await sendRequestConfirmation(envelope.payload);
});

export async function sendRequestConfirmation(
  { artistId, requestId, challengeId }: Requested,
  now = new Date(),
): Promise<'sent' | 'skipped'> {
  const db = getDb();
  const keys = { artistId, requestId };
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const [unconfirmed, artist] = await Promise.all([
    db.entities.unconfirmedRequest
      .get(keys)
      .go({ consistent: true })
      .then((found) => found.data),
    db.entities.artist
      .get({ artistId })
      .go()
      .then((found) => found.data),
  ]);
  if (!unconfirmed || !artist) return skipped('request or artist gone', requestId);
  const { secrets, hashes } = newSecrets(challengeId);
  const claimed = await db.entities.unconfirmedRequest
    .patch(keys)
    .set(hashes)
    .where(
      (item, { eq, notExists, gt, lt }) =>
        `${eq(item.challengeId, challengeId)} AND ${notExists(item.codeHash)} AND ${notExists(item.linkHash)} AND ${notExists(item.confirmedAt)} AND ${gt(item.holdExpiresAt, nowSeconds)} AND ${lt(item.attempts, MAX_ATTEMPTS)}`,
    )
    .go()
    .then(() => true)
    .catch((error) => {
      if (isConditionFailure(error)) return false;
      throw error;
    });
  if (!claimed) return skipped('challenge already emailed, replaced, confirmed or lapsed', requestId);

  const request = unconfirmed.request as {
    slotId: string;
    slotStart: string;
    slotEnd: string;
    locale: Locale;
  };
  const slot = slotSnapshotOf({
    slotId: request.slotId,
    slotStart: request.slotStart,
    slotEnd: request.slotEnd,
    timezone: scheduleZone(artist),
    hourFormat: artist.hourFormat,
  });
  const email = confirmationEmail({
    locale: request.locale,
    artistName: artist.displayName,
    slot,
    code: secrets.code,
    link: confirmationLink(env.appUrl, artist.pseudo, requestId, secrets.secret),
    holdSeconds: unconfirmed.holdExpiresAt - nowSeconds,
  });
  try {
    await sendEmail(unconfirmed.email, email);
  } catch (error) {
    await db.entities.unconfirmedRequest
      .patch(keys)
      .remove(['codeHash', 'linkHash'])
      .where(
        (item, { eq }) => `${eq(item.challengeId, challengeId)} AND ${eq(item.codeHash, hashes.codeHash)}`,
      )
      .go()
      .catch((cleanup) => {
        if (!isConditionFailure(cleanup)) throw cleanup;
      });
    throw error;
  }
  return 'sent';
}

function skipped(why: string, requestId: string): 'skipped' {
  logger.info('request confirmation not emailed', { why, requestId });
  return 'skipped';
}
