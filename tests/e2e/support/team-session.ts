import {
  AssociateSoftwareTokenCommand,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { LOCAL_CREDENTIALS, LOCAL_REGION } from '#scripts/local-cloud/aws-credentials.ts';
import { seedSuperadmin } from '#scripts/local-cloud/seed/seed-superadmin.ts';
import { expect } from './fixtures.ts';
import { e2eCloud, uniqueEmail } from './local-cloud.ts';

export interface TeamMember {
  email: string;
  password: string;
}

/**
 * A new superadmin, made as the local cloud seeds its own (no second factor yet): each test has its
 * own, so a retried test does not meet an authenticator app set up by its first attempt.
 */
export async function newTeamMember(): Promise<TeamMember> {
  const { urls, userPoolId } = e2eCloud();
  const member = { email: uniqueEmail('team'), password: 'Team-member-2026!' };
  await seedSuperadmin({ cognitoEndpoint: urls.cognito, userPoolId }, member);
  return member;
}

/** The code an authenticator app holding `secret` shows now. */
export function codeOf(secret: string): string {
  return generateSync({ secret });
}

/** Email and password on `/login` (English interface). */
export async function signInWithPassword(page: Page, member: TeamMember, path = '/login') {
  await page.goto(path);
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(member.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * `/superadmin`'s setup of the second factor, as a person does it: the key shown under the QR code
 * goes into the "app" (otplib here), whose code turns it on. Answers the key.
 */
export async function setUpAuthenticatorOnScreen(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Turn on two-factor authentication' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code to scan with your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
  await page.getByRole('textbox', { name: '6-digit code' }).fill(codeOf(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Two-factor authentication is on' })).toBeVisible();
  return secret;
}

/** The sign-in's code step of an account with its authenticator app. */
export async function enterAuthenticatorCode(page: Page, secret: string) {
  await expect(page.getByRole('heading', { name: 'Authenticator code' })).toBeVisible();
  await page.getByRole('textbox', { name: '6-digit code' }).fill(codeOf(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
}

/** A new team member signed in with their authenticator app set up, in their area. */
export async function signInAsTeam(page: Page, path = '/login?redirect=/superadmin'): Promise<TeamMember> {
  const member = await newTeamMember();
  await signInWithPassword(page, member, path);
  await expect(page).toHaveURL('/superadmin');
  await setUpAuthenticatorOnScreen(page);
  await expect(page.getByRole('link', { name: 'Artists' })).toBeVisible();
  return member;
}

/**
 * A new team member's ID token for API calls a spec makes on the side (a suspension): the
 * authenticator app set up and the sign-in's code answered through the stand-in's Cognito API.
 */
export async function teamIdToken(): Promise<string> {
  const { urls, userPoolClientId } = e2eCloud();
  const member = await newTeamMember();
  const cognito = new CognitoIdentityProviderClient({
    endpoint: urls.cognito,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
  });
  const signIn = () =>
    cognito.send(
      new InitiateAuthCommand({
        ClientId: userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: member.email, PASSWORD: member.password },
      }),
    );
  try {
    const AccessToken = (await signIn()).AuthenticationResult?.AccessToken ?? '';
    const { SecretCode = '' } = await cognito.send(new AssociateSoftwareTokenCommand({ AccessToken }));
    await cognito.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: codeOf(SecretCode) }));
    await cognito.send(
      new SetUserMFAPreferenceCommand({
        AccessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    const challenge = await signIn();
    const answer = await cognito.send(
      new RespondToAuthChallengeCommand({
        ClientId: userPoolClientId,
        ChallengeName: 'SOFTWARE_TOKEN_MFA',
        Session: challenge.Session,
        ChallengeResponses: { USERNAME: member.email, SOFTWARE_TOKEN_MFA_CODE: codeOf(SecretCode) },
      }),
    );
    return answer.AuthenticationResult?.IdToken ?? '';
  } finally {
    cognito.destroy();
  }
}
