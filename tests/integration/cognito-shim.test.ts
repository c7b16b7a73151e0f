import {
  AdminUserGlobalSignOutCommand,
  CodeMismatchException,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetTokensFromRefreshTokenCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  InvalidParameterException,
  InvalidPasswordException,
  NotAuthorizedException,
  ResendConfirmationCodeCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { api } from '#tests/support/api.ts';
import { cognitoClient, signUpArtist, TEST_PASSWORD, uniqueEmail } from '#tests/support/artists.ts';
import { codeIn, mailsTo, waitForMail } from '#tests/support/mailbox.ts';

const cloud = inject('localCloud');

/** The SPA's way in: Cognito through the gateway's `/cognito`, on the app's own origin. */
const viaGateway = new CognitoIdentityProviderClient({
  endpoint: `${cloud.urls.app}/cognito`,
  region: cloud.env.AWS_REGION,
  credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
});
afterAll(() => viaGateway.destroy());

const ClientId = cloud.userPoolClientId;

describe('cognito shim: GetTokensFromRefreshToken', () => {
  it('returns new tokens for a refresh token, through /cognito', async () => {
    const artist = await signUpArtist();
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // new tokens get a later iat
    const { AuthenticationResult } = await viaGateway.send(
      new GetTokensFromRefreshTokenCommand({ ClientId, RefreshToken: artist.refreshToken }),
    );
    expect(AuthenticationResult?.TokenType).toBe('Bearer');
    expect(AuthenticationResult?.ExpiresIn).toBeGreaterThan(0);
    const idToken = AuthenticationResult?.IdToken ?? '';
    expect(idToken).not.toBe(artist.idToken);
    expect(decodeJwt(idToken)).toMatchObject({ sub: artist.sub, email: artist.email, token_use: 'id' });
    expect(decodeJwt(idToken).iat).toBeGreaterThan(decodeJwt(artist.idToken).iat ?? 0);
    // The new ID token passes the gateway's authorizer (the artist is not onboarded: 404 from the handler).
    expect((await api('/api/me', { token: idToken })).status).toBe(404);
    expect((await api('/api/me', { token: AuthenticationResult?.AccessToken })).status).toBe(404);
  });

  it('refuses an unknown refresh token', async () => {
    await expect(
      viaGateway.send(new GetTokensFromRefreshTokenCommand({ ClientId, RefreshToken: 'nope' })),
    ).rejects.toBeInstanceOf(NotAuthorizedException);
  });

  it('stops refreshing after GlobalSignOut', async () => {
    const artist = await signUpArtist();
    await viaGateway.send(new GlobalSignOutCommand({ AccessToken: artist.accessToken }));
    await expect(
      viaGateway.send(new GetTokensFromRefreshTokenCommand({ ClientId, RefreshToken: artist.refreshToken })),
    ).rejects.toBeInstanceOf(NotAuthorizedException);
  });

  it('stops refreshing after AdminUserGlobalSignOut, by either flow; a new sign-in works (ADR 0070)', async () => {
    const artist = await signUpArtist();
    const admin = cognitoClient();
    // By `sub`, as the session-revocation consumer finds the user; a user nobody has is refused.
    await admin.send(
      new AdminUserGlobalSignOutCommand({ UserPoolId: cloud.userPoolId, Username: artist.sub }),
    );
    await expect(
      admin.send(new AdminUserGlobalSignOutCommand({ UserPoolId: cloud.userPoolId, Username: 'nobody' })),
    ).rejects.toMatchObject({ name: 'UserNotFoundException' });
    admin.destroy();
    await expect(
      viaGateway.send(new GetTokensFromRefreshTokenCommand({ ClientId, RefreshToken: artist.refreshToken })),
    ).rejects.toBeInstanceOf(NotAuthorizedException);
    await expect(
      viaGateway.send(
        new InitiateAuthCommand({
          ClientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: artist.refreshToken },
        }),
      ),
    ).rejects.toBeInstanceOf(NotAuthorizedException);
    const again = await viaGateway.send(
      new InitiateAuthCommand({
        ClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: artist.email, PASSWORD: TEST_PASSWORD },
      }),
    );
    const { AuthenticationResult } = await viaGateway.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId,
        RefreshToken: again.AuthenticationResult?.RefreshToken,
      }),
    );
    expect(decodeJwt(AuthenticationResult?.IdToken ?? '').sub).toBe(artist.sub);
  });
});

describe('cognito shim: sign-up codes by mail', () => {
  it('mails the sign-up code in the user language, resends a new one that confirms the user', async () => {
    const email = uniqueEmail('signup');
    await viaGateway.send(
      new SignUpCommand({
        ClientId,
        Username: email,
        Password: TEST_PASSWORD,
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'locale', Value: 'es' },
        ],
      }),
    );
    const first = await waitForMail(email);
    expect(first.subject).toBe('Tu código de verificación de Inkslot');
    const firstCode = codeIn(first);

    const resent = await viaGateway.send(new ResendConfirmationCodeCommand({ ClientId, Username: email }));
    expect(resent.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email' });
    const second = await waitForMail(email, { after: 1 });
    expect(second.subject).toBe('Tu nuevo código de verificación de Inkslot');
    const secondCode = codeIn(second);

    if (secondCode !== firstCode) {
      await expect(
        viaGateway.send(new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: firstCode })),
      ).rejects.toBeInstanceOf(CodeMismatchException);
    }
    await viaGateway.send(
      new ConfirmSignUpCommand({ ClientId, Username: email, ConfirmationCode: secondCode }),
    );

    const { AuthenticationResult } = await viaGateway.send(
      new InitiateAuthCommand({
        ClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: TEST_PASSWORD },
      }),
    );
    // Confirming proved the email, and the PostConfirmation trigger put the user in group artist.
    expect(decodeJwt(AuthenticationResult?.IdToken ?? '')).toMatchObject({
      email,
      email_verified: true,
      'cognito:groups': ['artist'],
    });
  });

  it('refuses to resend a code to a confirmed user', async () => {
    const artist = await signUpArtist();
    await expect(
      viaGateway.send(new ResendConfirmationCodeCommand({ ClientId, Username: artist.email })),
    ).rejects.toBeInstanceOf(InvalidParameterException);
  });

  it('mails a reset code that sets a new password', async () => {
    const artist = await signUpArtist(uniqueEmail('reset'), { locale: 'en' });
    const before = (await mailsTo(artist.email)).length;
    await viaGateway.send(new ForgotPasswordCommand({ ClientId, Username: artist.email }));
    const mail = await waitForMail(artist.email, { after: before });
    expect(mail.subject).toBe('Reset your Inkslot password');
    const newPassword = 'Another-pass-2!';
    await viaGateway.send(
      new ConfirmForgotPasswordCommand({
        ClientId,
        Username: artist.email,
        ConfirmationCode: codeIn(mail),
        Password: newPassword,
      }),
    );
    const signedIn = await viaGateway.send(
      new InitiateAuthCommand({
        ClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: artist.email, PASSWORD: newPassword },
      }),
    );
    expect(signedIn.AuthenticationResult?.IdToken).toBeTruthy();
  });

  it("enforces the pool's password policy (8+ characters, a symbol)", async () => {
    for (const Password of ['Sh0rt!', 'NoSymbol123']) {
      await expect(
        viaGateway.send(new SignUpCommand({ ClientId, Username: uniqueEmail('weak'), Password })),
      ).rejects.toBeInstanceOf(InvalidPasswordException);
    }
  });
});
