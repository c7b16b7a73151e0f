import {
  AssociateSoftwareTokenCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { generateSync } from 'otplib';
import { inject } from 'vitest';
import { initiatePasswordAuth } from '#scripts/local-cloud/cognito/confirmed-user.ts';
import { cognitoClient, type TestArtist } from './artists.ts';

/** A Cognito user with the TOTP second factor on, signed in with password and code. */
export interface TotpUser extends TestArtist {
  /** The authenticator app's secret (Base32), as `AssociateSoftwareToken` handed it out. */
  totpSecret: string;
}

/** The current code of an authenticator app holding `secret`. */
export function totpCode(secret: string): string {
  return generateSync({ secret });
}

/**
 * What a user does in the SPA's setup, through the stand-in's Cognito API: associate an
 * authenticator app, confirm it with a first code, prefer it; then sign in again, answering the
 * SOFTWARE_TOKEN_MFA challenge, for tokens of a session that passed the second factor.
 */
export async function enrolTotp(user: TestArtist): Promise<TotpUser> {
  const cognito = cognitoClient();
  try {
    const { SecretCode = '' } = await cognito.send(
      new AssociateSoftwareTokenCommand({ AccessToken: user.accessToken }),
    );
    await cognito.send(
      new VerifySoftwareTokenCommand({
        AccessToken: user.accessToken,
        UserCode: totpCode(SecretCode),
        FriendlyDeviceName: 'tests',
      }),
    );
    await cognito.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: user.accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    return { ...(await signInWithTotp(user.email, user.password, SecretCode)), totpSecret: SecretCode };
  } finally {
    cognito.destroy();
  }
}

/** Password, then the SOFTWARE_TOKEN_MFA challenge answered with the app's current code. */
export async function signInWithTotp(email: string, password: string, secret: string): Promise<TestArtist> {
  const { userPoolClientId } = inject('localCloud');
  const cognito = cognitoClient();
  try {
    const challenge = await initiatePasswordAuth(cognito, userPoolClientId, { email, password });
    if (challenge.ChallengeName !== 'SOFTWARE_TOKEN_MFA') {
      throw new Error(
        `expected the SOFTWARE_TOKEN_MFA challenge, got ${challenge.ChallengeName ?? 'tokens'}`,
      );
    }
    const answer = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: userPoolClientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totpCode(secret) },
      }),
    );
    const tokens = answer.AuthenticationResult ?? {};
    return {
      email,
      password,
      idToken: tokens.IdToken ?? '',
      accessToken: tokens.AccessToken ?? '',
      refreshToken: tokens.RefreshToken ?? '',
      sub: String(decodeJwt(tokens.IdToken ?? '').sub),
    };
  } finally {
    cognito.destroy();
  }
}
