import {
  AdminAddUserToGroupCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PostConfirmationTriggerEvent } from 'aws-lambda';

export const ARTIST_GROUP = 'artist';
let cognito: CognitoIdentityProviderClient | undefined;

/**
 * Cognito's PostConfirmation trigger: whoever signs up through the app is an artist (clients have no
 * Cognito account). Runs only for sign-up confirmations, not for password resets.
 */
export const handler = async (event: PostConfirmationTriggerEvent): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  cognito ??= new CognitoIdentityProviderClient({});
  await cognito.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: event.userPoolId,
      Username: event.userName,
      GroupName: ARTIST_GROUP,
    }),
  );
  return event;
};
