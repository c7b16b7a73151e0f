import { randomBytes } from 'node:crypto';
import { isConditionFailure } from '#functions/lib/condition-failure.ts';
import { getDb } from '#functions/lib/db.ts';
import { logger } from '#functions/lib/logger.ts';
import { emailHash } from '#shared/domain/booking/email-hash.ts';
import {
  EMAIL_SIGN_IN,
  emailSignInHash,
  emailSignInId,
  emailSignInToken,
  isSignInTarget,
} from '#shared/domain/portal/email-sign-in.ts';
import type { RenderedEmail } from './render-email.ts';
import { sendEmail } from './send-email.ts';
import { emailSignInLink } from './values.ts';

/** What the table keeps of an email's sign-in link (ADR 0085): never the secret, only its hash. */
export interface SignInGrant {
  linkId: string;
  email: string;
  emailHash: string;
  path: string;
  secretHash: string;
  validUntil: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A new secret of a sign-in link: 256 random bits in base64url. */
export function newSignInSecret(): string {
  return randomBytes(EMAIL_SIGN_IN.secretBytes).toString('base64url');
}

/**
 * The sign-in link of a client email's button to the portal page `path`, for the send `sendKey` (one
 * event, one recipient): its URL, the secret in the fragment, and what the table will keep of it (the
 * grant, written when the email is sent). None when `path` is no portal page a link may open.
 */
export function signInGrant(input: {
  appUrl: string;
  to: string;
  path: string;
  sendKey: string;
  secret: string;
}): { url: string; grant: SignInGrant } | undefined {
  const { to, path, secret } = input;
  if (!isSignInTarget(path)) return undefined;
  const linkId = emailSignInId(input.sendKey);
  return {
    url: emailSignInLink(input.appUrl, { email: to, path, token: emailSignInToken(linkId, secret) }),
    grant: {
      linkId,
      email: to,
      emailHash: emailHash(to),
      path,
      secretHash: emailSignInHash(linkId, secret),
      validUntil: nowSeconds() + EMAIL_SIGN_IN.validSeconds,
    },
  };
}

/**
 * Writes a send's sign-in link before its email goes (ADR 0085). The item is the send's (its id comes
 * from the event and recipient), so it holds one secret at most: a retry after a failed send replaces
 * the lost one. Once the email went (`sentAt`) or the link was used, nothing is written again and the
 * answer is false: that send is done, and a late redelivery must send nothing.
 */
async function mintSignIn(grant: SignInGrant): Promise<boolean> {
  return getDb()
    .entities.emailSignIn.put({
      ...grant,
      expiresAt: grant.validUntil + EMAIL_SIGN_IN.keepSeconds,
    })
    .where(({ sentAt, usedAt }, { notExists }) => `${notExists(sentAt)} AND ${notExists(usedAt)}`)
    .go()
    .then(() => true)
    .catch((error) => {
      if (isConditionFailure(error)) return false;
      throw error;
    });
}

/**
 * After the send: `sent`, the email went and the send is done; else (withheld by the recipient guard,
 * refused by SES) its secret reached nobody and is removed. Best effort when sent: a throw after the
 * send would send again.
 */
async function settleSignIn(grant: SignInGrant, sent: boolean): Promise<void> {
  const links = getDb().entities.emailSignIn;
  if (!sent) {
    await links
      .patch({ linkId: grant.linkId })
      .remove(['secretHash'])
      .where(({ secretHash }, { eq }) => eq(secretHash, grant.secretHash))
      .go()
      .catch((error) => {
        if (!isConditionFailure(error)) throw error;
      });
    return;
  }
  await links
    .patch({ linkId: grant.linkId })
    .set({ sentAt: nowSeconds() })
    .go()
    .catch((error: Error) => logger.warn('sign-in link not marked sent', { error }));
}

/**
 * Sends an email whose button may carry a sign-in link (`grant`): the link is written first, so it
 * works when the email arrives; a send already done sends nothing again; an email SES refuses or the
 * recipient guard withholds leaves no secret behind. The answer is SES's message id, or undefined
 * when nothing went.
 */
export async function sendSigningIn(
  to: string,
  content: RenderedEmail,
  grant: SignInGrant | undefined,
): Promise<string | undefined> {
  if (grant && !(await mintSignIn(grant))) return undefined;
  const messageId = await sendEmail(to, content).catch(async (error: Error) => {
    if (grant) await settleSignIn(grant, false);
    throw error;
  });
  if (grant) await settleSignIn(grant, messageId !== undefined);
  return messageId;
}
