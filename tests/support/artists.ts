import { randomUUID } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { inject } from 'vitest';

export const TEST_PASSWORD = 'Test-password-1!';

export interface TestArtist {
  email: string;
  password: string;
  idToken: string;
  accessToken: string;
  refreshToken: string;
  sub: string;
}

/**
 * A superadmin: a confirmed Cognito user of group `superadmin` only (not an artist), with the TOTP
 * second factor the API requires of them (ADR 0073), signed in with it; `{ totp: false }` for one
 * who has not set it up.
 */
export async function signUpSuperadmin(options: { totp?: boolean } = {}): Promise<TestArtist> {
  const admin = await signUpArtist(uniqueEmail('admin'), { group: 'superadmin' });
  if (options.totp === false) return admin;
  const { enrolTotp } = await import('./totp.ts');
  return enrolTotp(admin);
}

/** An SDK client for the local cognito-local (admin calls need no real credentials). */
export function cognitoClient() {
  const { urls, env } = inject('localCloud');
  return new CognitoIdentityProviderClient({
    endpoint: urls.cognito,
    region: env.AWS_REGION,
    credentials: {
      accessKeyId: env.AWS_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? '',
    },
  });
}

/** A unique address on a domain that never leaves the machine. */
export function uniqueEmail(prefix = 'artist'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@inkslot.test`;
}

/**
 * A confirmed Cognito user in group `artist` (created by the admin API, as the seed does), signed in
 * with USER_PASSWORD_AUTH. Use the ID token for the API (it carries the email).
 */
export async function signUpArtist(
  email = uniqueEmail(),
  options: { locale?: string; group?: 'artist' | 'superadmin' } = {},
): Promise<TestArtist> {
  const { userPoolId, userPoolClientId } = inject('localCloud');
  const cognito = cognitoClient();
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
          ...(options.locale ? [{ Name: 'locale', Value: options.locale }] : []),
        ],
      }),
    );
    await cognito.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: email,
        Password: TEST_PASSWORD,
        Permanent: true,
      }),
    );
    await cognito.send(
      new AdminAddUserToGroupCommand({
        UserPoolId: userPoolId,
        Username: email,
        GroupName: options.group ?? 'artist',
      }),
    );
    const auth = await cognito.send(
      new InitiateAuthCommand({
        ClientId: userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: TEST_PASSWORD },
      }),
    );
    const idToken = auth.AuthenticationResult?.IdToken ?? '';
    return {
      email,
      password: TEST_PASSWORD,
      idToken,
      accessToken: auth.AuthenticationResult?.AccessToken ?? '',
      refreshToken: auth.AuthenticationResult?.RefreshToken ?? '',
      sub: String(decodeJwt(idToken).sub),
    };
  } finally {
    cognito.destroy();
  }
}
