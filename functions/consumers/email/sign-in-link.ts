import { emailSignInLink } from '#functions/lib/email/values.ts';
import { emailHash } from '#shared/domain/booking/email-hash.ts';
import {
  EMAIL_SIGN_IN,
  emailSignInHash,
  emailSignInId,
  emailSignInToken,
  isSignInTarget,
} from '#shared/domain/portal/email-sign-in.ts';
import type { Letter, PlanContext, SignInGrant } from './letter.ts';

/**
 * The sign-in link of a client letter's button into the portal (ADR 0085), for the send `sendKey`
 * (one event, one recipient): its URL, with the secret in the fragment, and what the table will keep
 * of it (the grant, written when the email is sent). None when the letter's button does not lead
 * into the portal, or the context makes no secrets (an artist's test email, tests of the letters).
 */
export function signInLink(
  letter: Letter,
  sendKey: string,
  context: Pick<PlanContext, 'appUrl' | 'signInSecret'>,
): { url: string; grant: SignInGrant } | undefined {
  const path = letter.cta?.signIn;
  if (!path || !context.signInSecret || !isSignInTarget(path)) return undefined;
  const linkId = emailSignInId(sendKey);
  const secret = context.signInSecret();
  return {
    url: emailSignInLink(context.appUrl, { email: letter.to, path, token: emailSignInToken(linkId, secret) }),
    grant: {
      linkId,
      email: letter.to,
      emailHash: emailHash(letter.to),
      path,
      secretHash: emailSignInHash(linkId, secret),
      validUntil: Math.floor(Date.now() / 1000) + EMAIL_SIGN_IN.validSeconds,
    },
  };
}
