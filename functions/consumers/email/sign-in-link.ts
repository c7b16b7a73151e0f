import { type SignInGrant, signInGrant } from '#functions/lib/email/sign-in-links.ts';
import type { Letter, PlanContext } from './letter.ts';

function firstButtonSignIn(letter: Letter): string | undefined {
  for (const block of letter.blocks) {
    if (block && typeof block === 'object' && 'buttons' in block) {
      const target = block.buttons.find((button) => button.signIn)?.signIn;
      if (target) return target;
    }
  }
  return undefined;
}

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
  // The main button's portal page, else the first of a block's buttons (an alert's "stop", ADR 0100).
  const path = letter.cta?.signIn ?? firstButtonSignIn(letter);
  if (!path || !context.signInSecret) return undefined;
  return signInGrant({
    appUrl: context.appUrl,
    to: letter.to,
    path,
    sendKey,
    secret: context.signInSecret(),
  });
}
