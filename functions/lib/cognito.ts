import {
  AdminDeleteUserCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { env } from './env.ts';

let client: CognitoIdentityProviderClient | undefined;

/**
 * Deletes an artist's sign-in (by `sub`, which Cognito accepts as the username): their refresh
 * tokens stop working at once. Already gone is done (a retried deletion).
 */
export async function deleteSignIn(artistId: string): Promise<void> {
  client ??= new CognitoIdentityProviderClient({});
  try {
    await client.send(new AdminDeleteUserCommand({ UserPoolId: env.userPoolId, Username: artistId }));
  } catch (error) {
    if ((error as { name?: string }).name === 'UserNotFoundException') return;
    throw error;
  }
}
