import { randomInt } from 'node:crypto';
import { codeHash, randomToken, sha256Hex } from '#functions/lib/portal/secrets.ts';
import { REQUEST_CONFIRMATION } from '#shared/domain/booking/request-confirmation.ts';

/**
 * A new code and link secret for a challenge, and what the table keeps of them (hashes only). Made
 * by the consumer that emails them, so the values exist only in its memory and in the email.
 */
export function newSecrets(challengeId: string) {
  const code = String(randomInt(0, 10 ** REQUEST_CONFIRMATION.codeDigits)).padStart(
    REQUEST_CONFIRMATION.codeDigits,
    '0',
  );
  const secret = randomToken(REQUEST_CONFIRMATION.linkTokenBytes);
  return {
    secrets: { code, secret },
    hashes: { codeHash: codeHash(challengeId, code), linkHash: sha256Hex(secret) },
  };
}
