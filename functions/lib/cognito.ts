import {
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { env } from './env.ts';

let client: CognitoIdentityProviderClient | undefined;

/**
 * Deletes an artist's sign-in by its Cognito user name (a federated user's `Google_…` name: Cognito
 * accepts a `sub` only for a user with a password): their refresh tokens stop working at once.
 * Already gone is done (a retried deletion).
 */
export async function deleteSignIn(username: string): Promise<void> {
  client ??= new CognitoIdentityProviderClient({});
  try {
    await client.send(new AdminDeleteUserCommand({ UserPoolId: env.userPoolId, Username: username }));
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') return;
    throw error;
  }
}
