import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  type AttributeType,
  type AuthenticationResultType,
  type CognitoIdentityProviderClient,
  InitiateAuthCommand,
  type InitiateAuthCommandOutput,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';

/** A user the admin API creates confirmed: a verified email, a permanent password, a group when given. */
export interface ConfirmedUser {
  email: string;
  password: string;
  group?: string;
  /** Attributes beside the email and its verification (a `locale`, say). */
  attributes?: AttributeType[];
}

/**
 * Creates a confirmed user (no invitation sent, the password permanent), in `user.group` when given,
 * as the seed and the tests sign people up. Throws as the admin API does (an existing email included).
 */
export async function createConfirmedUser(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  user: ConfirmedUser,
): Promise<void> {
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: user.email },
        { Name: 'email_verified', Value: 'true' },
        ...(user.attributes ?? []),
      ],
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: user.email,
      Password: user.password,
      Permanent: true,
    }),
  );
  if (user.group) await addToGroup(cognito, userPoolId, user.email, user.group);
}

/**
 * The seed's idempotent form: creates the user as `createConfirmedUser` does unless the email exists
 * (then its password is kept: `kept`), and puts it in `user.group` either way.
 */
export async function ensureConfirmedUser(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  user: ConfirmedUser,
): Promise<'created' | 'kept'> {
  let outcome: 'created' | 'kept' = 'created';
  try {
    await createConfirmedUser(cognito, userPoolId, { ...user, group: undefined });
  } catch (error) {
    if (!(error instanceof UsernameExistsException)) throw error;
    outcome = 'kept';
  }
  if (user.group) await addToGroup(cognito, userPoolId, user.email, user.group);
  return outcome;
}

function addToGroup(
  cognito: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
  group: string,
) {
  return cognito.send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: group }),
  );
}

/** The password step of USER_PASSWORD_AUTH, as the app's login takes it: tokens, or a challenge (TOTP). */
export function initiatePasswordAuth(
  cognito: CognitoIdentityProviderClient,
  clientId: string,
  account: { email: string; password: string },
): Promise<InitiateAuthCommandOutput> {
  return cognito.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: account.email, PASSWORD: account.password },
    }),
  );
}

/** Signs in with email and password (USER_PASSWORD_AUTH), as the app's login does: the tokens. */
export async function passwordAuth(
  cognito: CognitoIdentityProviderClient,
  clientId: string,
  account: { email: string; password: string },
): Promise<AuthenticationResultType> {
  return (await initiatePasswordAuth(cognito, clientId, account)).AuthenticationResult ?? {};
}
