import { updatePassword } from 'aws-amplify/auth';
import { ensureAmplifyConfigured } from '#web/src/lib/amplify-config.ts';

/** Changes the signed-in user's password; Cognito checks the current one and the pool's policy. */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  ensureAmplifyConfigured();
  await updatePassword({ oldPassword: currentPassword, newPassword });
}
