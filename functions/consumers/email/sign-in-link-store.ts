import { isConditionFailure } from '#functions/lib/condition-failure.ts';
import { getDb } from '#functions/lib/db.ts';
import { logger } from '#functions/lib/logger.ts';
import { EMAIL_SIGN_IN } from '#shared/domain/portal/email-sign-in.ts';
import type { SignInGrant } from './letter.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Writes a send's sign-in link before its email goes (ADR 0085). The item is the send's (its id comes
 * from the event and recipient), so it holds one secret at most: a retry after a failed send replaces
 * the lost one. Once the email went (`sentAt`) or the link was used, nothing is written again and the
 * answer is false: that send is done, and a late redelivery must send nothing.
 */
export async function mintSignIn(grant: SignInGrant): Promise<boolean> {
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
export async function settleSignIn(grant: SignInGrant, sent: boolean): Promise<void> {
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
