import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '../aws-credentials.ts';
import { DEMO_SUPERADMIN } from './demo-artist.ts';
import type { SeedTarget } from './seed-demo-artist.ts';

/**
 * Seeds the local superadmin: a confirmed Cognito user in group `superadmin` (what guards
 * `/superadmin` and `/api/admin/*`), without a second factor: its first visit to `/superadmin` sets
 * up an authenticator app, as a new team member's does in AWS, and later sign-ins ask for its code
 * (ADR 0073). Idempotent: an existing user keeps its password and its authenticator app. The e2e
 * makes its own team members the same way (`account`).
 */
export async function seedSuperadmin(
  target: Pick<SeedTarget, 'cognitoEndpoint' | 'userPoolId'>,
  account: { email: string; password: string } = DEMO_SUPERADMIN,
) {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: target.cognitoEndpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  try {
    let created = true;
    try {
      await cognito.send(
        new AdminCreateUserCommand({
          UserPoolId: target.userPoolId,
          Username: account.email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: account.email },
            { Name: 'email_verified', Value: 'true' },
            { Name: 'locale', Value: 'en' },
          ],
        }),
      );
      await cognito.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: target.userPoolId,
          Username: account.email,
          Password: account.password,
          Permanent: true,
        }),
      );
    } catch (error) {
      if (!(error instanceof UsernameExistsException)) throw error;
      created = false;
    }
    await cognito.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: target.userPoolId,
        Username: account.email,
        GroupName: 'superadmin',
      }),
    );
    return created ? 'created' : 'kept';
  } finally {
    cognito.destroy();
  }
}
