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
 * `/superadmin` and `/api/admin/*`). Idempotent: an existing user keeps its password.
 */
export async function seedSuperadmin(target: Pick<SeedTarget, 'cognitoEndpoint' | 'userPoolId'>) {
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
          Username: DEMO_SUPERADMIN.email,
          MessageAction: 'SUPPRESS',
          UserAttributes: [
            { Name: 'email', Value: DEMO_SUPERADMIN.email },
            { Name: 'email_verified', Value: 'true' },
            { Name: 'locale', Value: 'en' },
          ],
        }),
      );
      await cognito.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: target.userPoolId,
          Username: DEMO_SUPERADMIN.email,
          Password: DEMO_SUPERADMIN.password,
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
        Username: DEMO_SUPERADMIN.email,
        GroupName: 'superadmin',
      }),
    );
    return created ? 'created' : 'kept';
  } finally {
    cognito.destroy();
  }
}
