import {
  confirmSignIn,
  fetchMFAPreference,
  setUpTOTP,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { ensureAmplifyConfigured } from '#web/src/lib/amplify-config.ts';

/** The name authenticator apps show beside the account. */
const ISSUER = 'Inkslot';

/** Whether the signed-in user has the authenticator app (TOTP) as a second factor. */
export async function hasTotp(): Promise<boolean> {
  ensureAmplifyConfigured();
  const { enabled = [] } = await fetchMFAPreference();
  return enabled.includes('TOTP');
}

/** A new authenticator secret for the signed-in user: the key as text and the `otpauth://` URI of the QR code. */
export async function startTotpSetup(accountName: string): Promise<{ secret: string; uri: string }> {
  ensureAmplifyConfigured();
  const details = await setUpTOTP();
  return { secret: details.sharedSecret, uri: details.getSetupUri(ISSUER, accountName).toString() };
}

/** The app's first code confirms the secret; the authenticator app then becomes the preferred factor. */
export async function finishTotpSetup(code: string): Promise<void> {
  ensureAmplifyConfigured();
  await verifyTOTPSetup({ code, options: { friendlyDeviceName: ISSUER } });
  await updateMFAPreference({ totp: 'PREFERRED' });
}

/** The sign-in's second step: the app's current code. */
export async function confirmTotpSignIn(code: string): Promise<boolean> {
  ensureAmplifyConfigured();
  const result = await confirmSignIn({ challengeResponse: code });
  return result.isSignedIn;
}
