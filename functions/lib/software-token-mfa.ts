import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { env } from './env.ts';

/** How long an instance trusts a "TOTP is on" it has read: turning it off takes effect within this. */
const TOTP_CACHE_MS = 60_000;

let client: CognitoIdentityProviderClient | undefined;
const confirmedUntil = new Map<string, number>();

/**
 * Whether a Cognito user has the TOTP second factor on (`UserMFASettingList` holds
 * `SOFTWARE_TOKEN_MFA`; then every new sign-in asks for a code). Read with `AdminGetUser` and kept
 * one minute per function instance when on; "off" is never kept, so a superadmin who has just set
 * it up gets in at once (ADR 0073).
 */
export async function hasSoftwareTokenMfa(username: string, now = Date.now()): Promise<boolean> {
  if ((confirmedUntil.get(username) ?? 0) > now) return true;
  client ??= new CognitoIdentityProviderClient({});
  let on: boolean;
  try {
    const user = await client.send(
      new AdminGetUserCommand({ UserPoolId: env.userPoolId, Username: username }),
    );
    on = user.UserMFASettingList?.includes('SOFTWARE_TOKEN_MFA') ?? false;
  } catch (error) {
    // A token that outlived its user (deleted within the hour): no factor, so no area.
    if ((error as { name?: string }).name !== 'UserNotFoundException') throw error;
    on = false;
  }
  if (on) confirmedUntil.set(username, now + TOTP_CACHE_MS);
  else confirmedUntil.delete(username);
  return on;
}
