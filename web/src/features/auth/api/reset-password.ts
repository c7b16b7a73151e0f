import { resetPassword } from 'aws-amplify/auth';
import { ensureAmplifyConfigured } from '../../../lib/amplify-config.ts';
import { authErrorName } from '../utils/auth-error.ts';

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
