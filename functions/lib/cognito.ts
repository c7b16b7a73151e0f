import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
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
