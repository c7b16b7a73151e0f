import { type SignInGrant, signInGrant } from '#functions/lib/email/sign-in-links.ts';
import type { Letter, PlanContext } from './letter.ts';

/**
 * The sign-in link of a client letter's button into the portal (ADR 0085), for the send `sendKey`
 * (one event, one recipient): its URL and what the table will keep of it. None when the letter's
 * button does not lead into the portal, or the context makes no secrets (an artist's test email,
 * tests of the letters).
 */
export function signInLink(
  letter: Letter,
  sendKey: string,
  context: Pick<PlanContext, 'appUrl' | 'signInSecret'>,
): { url: string; grant: SignInGrant } | undefined {
  const path = letter.cta?.signIn;
  if (!path || !context.signInSecret) return undefined;
  return signInGrant({
    appUrl: context.appUrl,
    to: letter.to,
    path,
    sendKey,
    secret: context.signInSecret(),
  });
}
