import { getDb } from '#functions/lib/db.ts';
import { httpHandler } from '#functions/lib/http-handler.ts';
import { newSession, nowSeconds, signedIn } from '#functions/lib/portal/sessions.ts';
import { ApiError } from '#shared/api/errors.ts';
import { portalAuthRoutes } from '#shared/api/routes/portal-auth.ts';
import { emailHash } from '#shared/domain/booking/email-hash.ts';
import { parseEmailSignInToken, refusalOf } from '#shared/domain/portal/email-sign-in.ts';

/**
 * `POST /portal/login/email`: the token of a client email's button (ADR 0085), posted by the SPA's
 * page when the client presses its button (a mail scanner's GET of the page spends nothing), with
 * the address the email went to. Valid once, for that address, until its expiry; used up in the
 * transaction that creates the session. Every refusal is the same 410, whatever the reason, as for
 * the portal's link: the page then falls back to the code page.
 */
export const handler = httpHandler(portalAuthRoutes.confirmEmailSignIn, async ({ body, reply }) => {
  const refused = new ApiError(410, 'login_link_invalid');
  const token = parseEmailSignInToken(body.token);
  if (!token) throw refused;
  const db = getDb();
  const now = nowSeconds();
  const link = (await db.entities.emailSignIn.get({ linkId: token.linkId }).go({ consistent: true })).data;
  if (!link?.secretHash || refusalOf(link, { ...token, emailHash: emailHash(body.email), now }))
    throw refused;

  const spent = link.secretHash;
  const session = newSession(link.email, now);
  const result = await db.transaction
    .write(({ emailSignIn, portalSession }) => [
      emailSignIn
        .patch({ linkId: token.linkId })
        .set({ usedAt: now })
        .remove(['secretHash'])
        .where(
          ({ secretHash, validUntil, usedAt }, { eq, gt, notExists }) =>
            `${eq(secretHash, spent)} AND ${gt(validUntil, now)} AND ${notExists(usedAt)}`,
        )
        .commit(),
      portalSession.create(session.item).commit(),
    ])
    .go();
  if (result.canceled) throw refused;
  const answer = await signedIn(reply, session.item, session.token, now);
  return { ...answer, path: link.path };
});
