import { confirmUserAttribute, fetchAuthSession, updateUserAttribute } from 'aws-amplify/auth';
import { ensureAmplifyConfigured } from '#web/src/lib/amplify-config.ts';

/**
 * Asks Cognito to move the sign-in email: it sends a code to the new address and keeps the current
 * one until the code is confirmed (the pool's `keepOriginal`). Returns whether a code is awaited.
 */
export async function requestEmailChange(email: string): Promise<{ codeSent: boolean }> {
  ensureAmplifyConfigured();
  const { nextStep } = await updateUserAttribute({ userAttribute: { attributeKey: 'email', value: email } });
  return { codeSent: nextStep.updateAttributeStep === 'CONFIRM_ATTRIBUTE_WITH_CODE' };
}

/** Confirms the new email with its code, then renews the session so its token carries the new address. */
export async function confirmEmailChange(code: string): Promise<void> {
  ensureAmplifyConfigured();
  await confirmUserAttribute({ userAttributeKey: 'email', confirmationCode: code });
  await fetchAuthSession({ forceRefresh: true });
}
