import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { sameHash, sha256Hex } from '#functions/lib/portal/secrets.ts';
import { newSession, nowSeconds, signedIn } from '#functions/lib/portal/sessions.ts';
import { ApiError } from '#shared/api/errors.ts';
import { portalAuthRoutes } from '#shared/api/routes/portal-auth.ts';

/**
 * `POST /portal/login/link`: the token of a magic link, posted by the SPA's page when the client
 * presses its button (a mail scanner's GET of the page uses nothing). Valid while it is the current
 * challenge's link and unexpired; used up in the transaction that creates the session.
 */
export const handler = httpHandler(portalAuthRoutes.confirmPortalLink, async ({ body, reply }) => {
  const db = getDb();
  const now = nowSeconds();
  const linkHash = sha256Hex(body.token);
  const link = (await db.entities.portalLink.get({ linkHash }).go({ consistent: true })).data;
  if (!link) throw new ApiError(410, 'login_link_invalid');
  const login = (await db.entities.portalLogin.get({ emailHash: link.emailHash }).go({ consistent: true }))
    .data;
  if (!login?.email || !login.known || login.challengeExpiresAt <= now || !sameHash(login.linkHash, linkHash))
    throw new ApiError(410, 'login_link_invalid');

  const session = newSession(login.email, now);
  const result = await db.transaction
    .write(({ portalLogin, portalLink, portalSession }) => [
      portalLogin
        .patch({ emailHash: link.emailHash })
        .remove(['codeHash', 'linkHash'])
        .where(
          ({ linkHash: stored, challengeExpiresAt }, { eq, gt }) =>
            `${eq(stored, linkHash)} AND ${gt(challengeExpiresAt, now)}`,
        )
        .commit(),
      portalLink.delete({ linkHash }).commit(),
      portalSession.create(session.item).commit(),
    ])
    .go();
  if (result.canceled) throw new ApiError(410, 'login_link_invalid');
  return signedIn(reply, session.item, session.token, now);
});
