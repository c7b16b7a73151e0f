import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#scripts/local-cloud/aws-credentials.ts';
import { ensureConfirmedUser } from '#scripts/local-cloud/cognito/confirmed-user.ts';
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
    return await ensureConfirmedUser(cognito, target.userPoolId, {
      ...account,
      group: 'superadmin',
      attributes: [{ Name: 'locale', Value: 'en' }],
    });
  } finally {
    cognito.destroy();
  }
}
