import { confirmResetPassword } from 'aws-amplify/auth';
import { ensureAmplifyConfigured } from '#web/src/lib/amplify-config.ts';

export interface ConfirmResetInput {
  email: string;
  code: string;
  password: string;
}

/** Sets the new password with the emailed code. */
export async function confirmPasswordReset({ email, code, password }: ConfirmResetInput): Promise<void> {
  ensureAmplifyConfigured();
  await confirmResetPassword({ username: email, confirmationCode: code, newPassword: password });
}
