import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { env } from './env.ts';

let client: CognitoIdentityProviderClient | undefined;

/**
 * Deletes an artist's sign-in by its Cognito user name (a federated user's `Google_…` name: Cognito
 * accepts a `sub` only for a user with a password): their refresh tokens stop working at once.
 * Only the user whose `sub` is the deleted artist's: a federated name comes back when the same
 * Google or Apple person signs in again, and the erasure's retry must not delete that new account.
 * Already gone (or someone new under the name) is done.
 */
export async function deleteSignIn(username: string, sub: string): Promise<void> {
  client ??= new CognitoIdentityProviderClient({});
  try {
    const user = await client.send(
      new AdminGetUserCommand({ UserPoolId: env.userPoolId, Username: username }),
    );
    const current = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value;
    if (current !== sub) return;
    await client.send(new AdminDeleteUserCommand({ UserPoolId: env.userPoolId, Username: username }));
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') return;
    throw error;
  }
}

/**
 * Signs a user out of every device (`AdminUserGlobalSignOut`): every refresh token they hold stops
 * working (ADR 0070). Found by `sub` (a federated user's name is `Google_…`, unknown to the caller);
 * a user already gone is done. Tokens already issued still verify until they expire (an hour): the
 * API refuses a suspended artist's writes from the artist item, not from the token.
 */
export async function signOutEverywhere(sub: string): Promise<boolean> {
  client ??= new CognitoIdentityProviderClient({});
  if (!/^[\w-]+$/.test(sub)) return false;
  const { Users = [] } = await client.send(
    new ListUsersCommand({ UserPoolId: env.userPoolId, Filter: `sub = "${sub}"`, Limit: 1 }),
  );
  const username = Users[0]?.Username;
  if (!username) return false;
  try {
    await client.send(new AdminUserGlobalSignOutCommand({ UserPoolId: env.userPoolId, Username: username }));
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') return false;
    throw error;
  }
}
