import { getDb } from '#functions/lib/db.ts';
import { env } from '#functions/lib/env.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { codeHash, randomCode, randomToken, sha256Hex } from '#functions/lib/portal/secrets.ts';
import { nowSeconds } from '#functions/lib/portal/sessions.ts';
import { ApiError } from '#shared/api/errors.ts';
import { portalAuthRoutes } from '#shared/api/routes/portal-auth.ts';
import { emailHash } from '#shared/domain/booking/email-hash.ts';
import { PORTAL_AUTH } from '#shared/domain/portal/portal-auth-rules.ts';
import { loginEmail, loginLink, sendLoginEmail, waitLikeASend } from './login-email.ts';

/** Concurrent requests for one address: each write expects the version it read. */
const WRITE_TRIES = 3;

/**
 * `POST /portal/login`: a new challenge for the address (a 6-digit code and a 256-bit link token,
 * stored as hashes, replacing any earlier one), emailed to a known client in their language. An
 * unknown address gets the same answer, the same writes and about the same wait, and no email. The
 * route's limits (shared/api/rate-limits.ts) count per source and per source and address, so a
 * stranger's requests never use up the owner's (ADR 0068); the per-recipient daily cap bounds the rest.
 */
export const handler = httpHandler(portalAuthRoutes.requestPortalLogin, async ({ body }) => {
  const email = body.email;
  const hash = emailHash(email);
  const db = getDb();
  const client = (await db.entities.client.get({ email }).go()).data;

  for (let attempt = 1; ; attempt += 1) {
    const now = nowSeconds();
    const login = (await db.entities.portalLogin.get({ emailHash: hash }).go({ consistent: true })).data;
    const challengeId = randomToken(16);
    const code = randomCode();
    const token = randomToken(PORTAL_AUTH.linkTokenBytes);
    const linkHash = sha256Hex(token);
    const challengeExpiresAt = now + PORTAL_AUTH.challengeSeconds;
    const result = await db.transaction
      .write(({ portalLogin, portalLink }) => [
        portalLogin
          .put({
            emailHash: hash,
            ...(client && { email }),
            known: Boolean(client),
            challengeId,
            codeHash: codeHash(challengeId, code),
            linkHash,
            attempts: 0,
            challengeExpiresAt,
            version: (login?.version ?? 0) + 1,
            expiresAt: now + PORTAL_AUTH.daySeconds,
          })
          .where(({ version }, { eq, notExists }) =>
            login ? eq(version, login.version) : notExists(version),
          )
          .commit(),
        portalLink.put({ linkHash, emailHash: hash, expiresAt: challengeExpiresAt }).commit(),
      ])
      .go();
    if (result.canceled) {
      if (attempt < WRITE_TRIES) continue;
      throw new ApiError(409, 'conflict');
    }
    if (client) {
      await sendLoginEmail(
        email,
        loginEmail({
          locale: client.locale,
          firstName: client.firstName,
          code,
          link: loginLink(env.appUrl, token),
        }),
      );
    } else {
      await waitLikeASend();
    }
    return { resendAfterSeconds: PORTAL_AUTH.resendAfterSeconds };
  }
});
