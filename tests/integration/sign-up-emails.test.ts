import {
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { cognitoClient, uniqueEmail } from '#tests/support/artists.ts';
import { codeIn, waitForMail } from '#tests/support/mailbox.ts';

const PASSWORD = 'Sign-up-test-1!';

async function signUp(email: string, locale: string) {
  const { userPoolClientId } = inject('localCloud');
  await cognitoClient().send(
    new SignUpCommand({
      ClientId: userPoolClientId,
      Username: email,
      Password: PASSWORD,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'locale', Value: locale },
      ],
    }),
  );
}

describe('sign-up through Cognito, as the SPA does it', () => {
  it.each([
    ['fr', 'Votre code de vérification Inkslot'],
    ['en', 'Your Inkslot verification code'],
    ['es', 'Tu código de verificación de Inkslot'],
  ])('mails the 6-digit code in %s through the CustomMessage trigger', async (locale, subject) => {
    const email = uniqueEmail(`signup-${locale}`);
    await signUp(email, locale);
    const mail = await waitForMail(email);
    expect(mail.subject).toBe(subject);
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
  });

  it('makes a confirmed user an artist: the first token carries the group', async () => {
    const { userPoolClientId } = inject('localCloud');
    const cognito = cognitoClient();
    const email = uniqueEmail('confirm');
    await signUp(email, 'en');
    const code = codeIn(await waitForMail(email));
    await cognito.send(
      new ConfirmSignUpCommand({ ClientId: userPoolClientId, Username: email, ConfirmationCode: code }),
    );
    const auth = await cognito.send(
      new InitiateAuthCommand({
        ClientId: userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD },
      }),
    );
    const claims = decodeJwt(auth.AuthenticationResult?.IdToken ?? '');
    expect(claims['cognito:groups']).toEqual(['artist']);
    expect(claims.email).toBe(email);
  });

  it('resets a forgotten password with the emailed code, in the user language', async () => {
    const { userPoolClientId } = inject('localCloud');
    const cognito = cognitoClient();
    const email = uniqueEmail('reset');
    await signUp(email, 'es');
    const signUpCode = codeIn(await waitForMail(email));
    await cognito.send(
      new ConfirmSignUpCommand({ ClientId: userPoolClientId, Username: email, ConfirmationCode: signUpCode }),
    );
    await cognito.send(new ForgotPasswordCommand({ ClientId: userPoolClientId, Username: email }));
    const mail = await waitForMail(email, { after: 1 });
    expect(mail.subject).toBe('Restablece tu contraseña de Inkslot');
    expect(mail.body.html).toContain('/change-password?email=');
    await cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId: userPoolClientId,
        Username: email,
        ConfirmationCode: codeIn(mail),
        Password: 'Brand-new-pass-2!',
      }),
    );
    const auth = await cognito.send(
      new InitiateAuthCommand({
        ClientId: userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: 'Brand-new-pass-2!' },
      }),
    );
    expect(auth.AuthenticationResult?.IdToken).toBeTruthy();
  });
});
