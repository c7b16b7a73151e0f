import { randomInt } from 'node:crypto';
import { REQUEST_CONFIRMATION } from '../../../shared/domain/booking/request-confirmation.ts';
import { slotSnapshotOf } from '../../../shared/domain/lifecycle/slot-view.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { scheduleZone } from '../../lib/artist-schedule.ts';
import { sendEmail } from '../../lib/email/send-email.ts';
import { env } from '../../lib/env.ts';
import { codeHash, randomToken, sha256Hex } from '../../lib/portal/secrets.ts';
import { confirmationEmail, confirmationLink } from './confirmation-email.ts';

/** A new code and link secret for a request, and what the table keeps of them (hashes only). */
export function newChallenge() {
  const challengeId = randomToken(16);
  const code = String(randomInt(0, 10 ** REQUEST_CONFIRMATION.codeDigits)).padStart(
    REQUEST_CONFIRMATION.codeDigits,
    '0',
  );
  const secret = randomToken(REQUEST_CONFIRMATION.linkTokenBytes);
  return {
    secrets: { code, secret },
    stored: { challengeId, codeHash: codeHash(challengeId, code), linkHash: sha256Hex(secret), attempts: 0 },
  };
}

/** Emails the code and link of an unconfirmed request to its client (nothing the form was typed with). */
export async function sendConfirmation(input: {
  to: string;
  locale: Locale;
  artist: {
    pseudo: string;
    displayName: string;
    timezone?: string | undefined;
    hourFormat?: '12' | '24' | undefined;
  };
  request: { requestId: string; slotId: string; slotStart: string; slotEnd: string };
  secrets: { code: string; secret: string };
  holdSeconds: number;
}): Promise<void> {
  const { artist, request } = input;
  const slot = slotSnapshotOf({
    slotId: request.slotId,
    slotStart: request.slotStart,
    slotEnd: request.slotEnd,
    timezone: scheduleZone(artist),
    hourFormat: artist.hourFormat,
  });
  await sendEmail(
    input.to,
    confirmationEmail({
      locale: input.locale,
      artistName: artist.displayName,
      slot,
      code: input.secrets.code,
      link: confirmationLink(env.appUrl, artist.pseudo, request.requestId, input.secrets.secret),
      holdSeconds: input.holdSeconds,
    }),
  );
}
