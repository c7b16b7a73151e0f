import { isConditionFailure } from '#functions/lib/condition-failure.ts';
import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { codeHash, sameHash } from '#functions/lib/portal/secrets.ts';
import { newSession, nowSeconds, signedIn } from '#functions/lib/portal/sessions.ts';
import { ApiError } from '#shared/api/errors.ts';
import { portalAuthRoutes } from '#shared/api/routes/portal-auth.ts';
import { emailHash } from '#shared/domain/booking/email-hash.ts';
import { PORTAL_AUTH } from '#shared/domain/portal/portal-auth-rules.ts';

const MAX_ATTEMPTS: number = PORTAL_AUTH.maxCodeAttempts;

/**
 * `POST /portal/login/otp`: the emailed code of the address's current challenge. Each try is counted
 * BEFORE the code is compared (an atomic increment, refused from the 5th on), so parallel guesses get
 * no more tries; the 5th wrong code burns the code, never the address, and not the emailed link (256
 * random bits, which wrong codes say nothing about): a stranger's guesses cannot keep the owner out
 * (ADR 0068). A right code is used up in the same transaction that creates the session.
 */
export const handler = httpHandler(portalAuthRoutes.confirmPortalCode, async ({ body, reply }) => {
  const db = getDb();
  const hash = emailHash(body.email);
  const now = nowSeconds();
  const login = (await db.entities.portalLogin.get({ emailHash: hash }).go({ consistent: true })).data;
  if (!login || login.challengeExpiresAt <= now) throw new ApiError(410, 'login_code_expired');
  if (login.attempts >= MAX_ATTEMPTS) throw new ApiError(429, 'login_attempts_exceeded');
  if (!login.codeHash) throw new ApiError(410, 'login_code_expired');

  const counted = await db.entities.portalLogin
    .patch({ emailHash: hash })
    .add({ attempts: 1 })
    .where(
      ({ challengeId, attempts, codeHash: stored, challengeExpiresAt }, { eq, lt, exists, gt }) =>
        `${eq(challengeId, login.challengeId)} AND ${lt(attempts, MAX_ATTEMPTS)} AND ${exists(stored)} AND ${gt(challengeExpiresAt, now)}`,
    )
    .go({ response: 'all_new' })
    .then((result) => result.data)
    .catch((error) => {
      if (isConditionFailure(error)) return undefined;
      throw error;
    });
  if (!counted) throw new ApiError(410, 'login_code_expired');

  const expected = codeHash(login.challengeId, body.code);
  if (!sameHash(login.codeHash, expected) || !login.known || !login.email) {
    if ((counted.attempts ?? 0) < MAX_ATTEMPTS) throw new ApiError(400, 'login_code_invalid');
    await db.entities.portalLogin
      .patch({ emailHash: hash })
      .remove(['codeHash'])
      .where(({ challengeId }, { eq }) => eq(challengeId, login.challengeId))
      .go()
      .catch((error) => {
        if (!isConditionFailure(error)) throw error;
      });
    throw new ApiError(429, 'login_attempts_exceeded');
  }

  const session = newSession(login.email, now);
  const result = await db.transaction
    .write(({ portalLogin, portalLink, portalSession }) => [
      portalLogin
        .patch({ emailHash: hash })
        .remove(['codeHash', 'linkHash'])
        .where(({ codeHash: stored }, { eq }) => eq(stored, expected))
        .commit(),
      ...(login.linkHash ? [portalLink.delete({ linkHash: login.linkHash }).commit()] : []),
      portalSession.create(session.item).commit(),
    ])
    .go();
  if (result.canceled) throw new ApiError(410, 'login_code_expired');
  return signedIn(reply, session.item, session.token, now);
});
