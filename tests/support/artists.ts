import { randomUUID } from 'node:crypto';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { inject } from 'vitest';
import { createConfirmedUser, passwordAuth } from '#scripts/local-cloud/cognito/confirmed-user.ts';

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
    await createConfirmedUser(cognito, userPoolId, {
      email,
      password: TEST_PASSWORD,
      group: options.group ?? 'artist',
      attributes: options.locale ? [{ Name: 'locale', Value: options.locale }] : [],
    });
    const auth = await passwordAuth(cognito, userPoolClientId, { email, password: TEST_PASSWORD });
    const idToken = auth.IdToken ?? '';
    return {
      email,
      password: TEST_PASSWORD,
      idToken,
      accessToken: auth.AccessToken ?? '',
      refreshToken: auth.RefreshToken ?? '',
      sub: String(decodeJwt(idToken).sub),
    };
  } finally {
    cognito.destroy();
  }
}
