import { resetPassword } from 'aws-amplify/auth';
import { authErrorName } from '#web/src/features/auth/utils/auth-error.ts';
import { ensureAmplifyConfigured } from '#web/src/lib/amplify-config.ts';

/**
 * Asks Cognito to email a reset code. An unknown email reads as sent, so the page never tells
 * whether an account exists.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  ensureAmplifyConfigured();
  try {
    await resetPassword({ username: email });
  } catch (error) {
    if (authErrorName(error) !== 'UserNotFoundException') throw error;
  }
}
