import {
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  InvalidPasswordException,
  NotAuthorizedException,
  UpdateUserAttributesCommand,
  VerifyUserAttributeCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { MyArtist } from '#shared/api/contracts/artists.ts';
import { api } from '#tests/support/api.ts';
import { signUpArtist, TEST_PASSWORD, uniqueEmail } from '#tests/support/artists.ts';
import { codeIn, mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import { onboardedArtist } from '#tests/support/portfolio.ts';

/**
 * `/app/settings/account` (issue 13, item 3) through the same Cognito calls the SPA's Amplify makes,
 * on the app's origin (`/cognito`), and the API: a new email is confirmed by a code sent to the new
 * address before it counts (the account's notifications follow it then), an address another account
 * uses is refused, and the password changes only with the current one and within the policy.
 */

const cloud = inject('localCloud');
const cognito = new CognitoIdentityProviderClient({
  endpoint: `${cloud.urls.app}/cognito`,
  region: cloud.env.AWS_REGION,
  credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
});
afterAll(() => cognito.destroy());
const ClientId = cloud.userPoolClientId;

function signIn(email: string, password: string) {
  return cognito.send(
    new InitiateAuthCommand({
      ClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
}

async function refreshedIdToken(refreshToken: string): Promise<string> {
  const { AuthenticationResult } = await cognito.send(
    new GetTokensFromRefreshTokenCommand({ ClientId, RefreshToken: refreshToken }),
  );
  return AuthenticationResult?.IdToken ?? '';
}

describe('changing the sign-in email', () => {
  it('sends the code to the new address, keeps the old one until it is confirmed, then the account follows', async () => {
    const artist = await onboardedArtist();
    const newEmail = uniqueEmail('moved');

    await cognito.send(
      new UpdateUserAttributesCommand({
        AccessToken: artist.accessToken,
        UserAttributes: [{ Name: 'email', Value: newEmail }],
      }),
    );
    const mail = await waitForMail(newEmail, {
      match: (m) => /new Inkslot email|nouvelle adresse/.test(m.subject),
    });
    expect(mail.subject).toBe('Confirmez votre nouvelle adresse email Inkslot');
    // The code goes to the new address only (the old one may have the welcome email, nothing else).
    const newEmailCode = (subject: string) => /nouvelle adresse|new Inkslot email/.test(subject);
    expect((await mailsTo(artist.email)).filter((m) => newEmailCode(m.subject))).toEqual([]);

    // Not confirmed yet: the token still says the old address, and syncing changes nothing.
    const beforeToken = await refreshedIdToken(artist.refreshToken);
    expect(decodeJwt(beforeToken).email).toBe(artist.email);
    const unchanged = await api<MyArtist>('/me/email', { method: 'PUT', token: beforeToken });
    expect(unchanged.status, unchanged.text).toBe(200);
    expect(unchanged.json.email).toBe(artist.email);

    await expect(
      cognito.send(
        new VerifyUserAttributeCommand({
          AccessToken: artist.accessToken,
          AttributeName: 'email',
          Code: '000000',
        }),
      ),
    ).rejects.toMatchObject({ name: 'CodeMismatchException' });
    await cognito.send(
      new VerifyUserAttributeCommand({
        AccessToken: artist.accessToken,
        AttributeName: 'email',
        Code: codeIn(mail),
      }),
    );

    const afterToken = await refreshedIdToken(artist.refreshToken);
    expect(decodeJwt(afterToken).email).toBe(newEmail);
    const synced = await api<MyArtist>('/me/email', { method: 'PUT', token: afterToken });
    expect(synced.status).toBe(200);
    expect(synced.json.email).toBe(newEmail);
    expect((await api<MyArtist>('/me', { token: afterToken })).json.email).toBe(newEmail);
    // Twice is the same answer (nothing new to write).
    expect((await api<MyArtist>('/me/email', { method: 'PUT', token: afterToken })).json.email).toBe(
      newEmail,
    );

    // The new address signs in; the old one no longer does.
    expect((await signIn(newEmail, TEST_PASSWORD)).AuthenticationResult?.IdToken).toBeTruthy();
    await expect(signIn(artist.email, TEST_PASSWORD)).rejects.toBeInstanceOf(NotAuthorizedException);
  });

  it('refuses an address another account signs in with, and changes nothing', async () => {
    const [artist, other] = await Promise.all([onboardedArtist(), onboardedArtist()]);
    await expect(
      cognito.send(
        new UpdateUserAttributesCommand({
          AccessToken: artist.accessToken,
          UserAttributes: [{ Name: 'email', Value: other.email.toUpperCase() }],
        }),
      ),
    ).rejects.toMatchObject({ name: 'AliasExistsException' });
    expect(decodeJwt(await refreshedIdToken(artist.refreshToken)).email).toBe(artist.email);
    expect((await signIn(other.email, TEST_PASSWORD)).AuthenticationResult?.IdToken).toBeTruthy();
  });

  it('answers 401 without a token and 404 before onboarding, writing nothing', async () => {
    expect((await api('/me/email', { method: 'PUT' })).status).toBe(401);
    const newcomer = await signUpArtist();
    expect((await api('/me/email', { method: 'PUT', token: newcomer.idToken })).status).toBe(404);
    expect((await api('/me', { token: newcomer.idToken })).status).toBe(404);
  });
});

describe('changing the password', () => {
  it('needs the current password and the policy, then only the new one signs in', async () => {
    const artist = await onboardedArtist();
    const change = (previous: string, proposed: string) =>
      cognito.send(
        new ChangePasswordCommand({
          AccessToken: artist.accessToken,
          PreviousPassword: previous,
          ProposedPassword: proposed,
        }),
      );
    await expect(change('Wrong-password-1!', 'New-password-2?')).rejects.toBeInstanceOf(
      NotAuthorizedException,
    );
    // 'é' is no symbol for Cognito: the shared rule and the pool agree.
    await expect(change(TEST_PASSWORD, 'nouveaumotdepassé')).rejects.toBeInstanceOf(InvalidPasswordException);
    expect((await signIn(artist.email, TEST_PASSWORD)).AuthenticationResult).toBeTruthy();

    await change(TEST_PASSWORD, 'New-password-2?');
    expect((await signIn(artist.email, 'New-password-2?')).AuthenticationResult).toBeTruthy();
    await expect(signIn(artist.email, TEST_PASSWORD)).rejects.toBeInstanceOf(NotAuthorizedException);
  });
});
