import { randomBytes } from 'node:crypto';
import {
  AdminGetUserCommand,
  InitiateAuthCommand,
  ListUsersCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { api } from '#tests/support/api.ts';
import { cognitoClient, signUpArtist, TEST_PASSWORD, uniqueEmail } from '#tests/support/artists.ts';
import { CookieJar, oauthRequest, signInWith } from '#tests/support/oauth.ts';

/**
 * Issue 13, item 1 (ADR 0056): Google and Apple sign-in through the local hosted UI stand-in, over
 * the same OAuth 2.0 code flow with PKCE that Amplify speaks to Cognito. A new person becomes an
 * artist to onboard; the same person again is the same account; an email that already has a
 * password account is linked to it (after the first attempt Cognito refuses, as in AWS), never
 * duplicated; codes are single use and bound to their PKCE verifier.
 */

const claims = (token: string) => decodeJwt(token) as Record<string, unknown>;

describe('signing in with Google or Apple', () => {
  it('makes a new artist to onboard, and the same person signs in to the same account again', async () => {
    const email = uniqueEmail('google');
    const first = await signInWith('Google', { name: 'Léa Martin', email });
    expect(first.callback.pathname).toBe('/login');
    const idToken = first.tokens?.id_token ?? '';
    const id = claims(idToken);
    expect(id).toMatchObject({ email, email_verified: true, 'cognito:groups': ['artist'] });
    expect(String(id['cognito:username'])).toMatch(/^Google_\d{21}$/);
    expect(id.aud).toBe(inject('localCloud').userPoolClientId);

    // A new artist: no profile yet, so the SPA's guard leads to onboarding; then it is theirs.
    expect((await api('/me', { token: idToken })).status).toBe(404);
    const pseudo = `google-${randomBytes(4).toString('hex')}`;
    const onboarded = await api('/me/onboarding', {
      token: idToken,
      body: { pseudo, displayName: 'Léa Ink' },
    });
    expect(onboarded.status).toBe(201);

    const again = await signInWith('Google', { name: 'Léa Martin', email });
    expect(claims(again.tokens?.id_token ?? '').sub).toBe(id.sub);
    const me = await api<{ pseudo: string; email: string }>('/me', { token: again.tokens?.id_token });
    expect(me.json).toMatchObject({ pseudo, email });

    // The refresh token is Cognito's own: Amplify refreshes the session with it.
    const cognito = cognitoClient();
    const refreshed = await cognito.send(
      new InitiateAuthCommand({
        ClientId: inject('localCloud').userPoolClientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: again.tokens?.refresh_token ?? '' },
      }),
    );
    cognito.destroy();
    expect(claims(refreshed.AuthenticationResult?.IdToken ?? '').sub).toBe(id.sub);
  });

  it('links an email that already has a password account instead of making a second one', async () => {
    const artist = await signUpArtist(uniqueEmail('linked'));
    const jar = new CookieJar();
    const first = await signInWith('SignInWithApple', { name: 'Sam Doe', email: artist.email }, jar);
    // Cognito refuses the attempt that linked the identity; the SPA signs in again at once.
    expect(first.tokens).toBeUndefined();
    expect(first.callback.searchParams.get('error_description')).toMatch(
      /^Already found an entry for username SignInWithApple_/,
    );
    // The provider's session remembers the person: the retry needs no second consent.
    const retry = await signInWith('SignInWithApple', { name: 'ignored', email: 'ignored@example.com' }, jar);
    const id = claims(retry.tokens?.id_token ?? '');
    expect(id.sub).toBe(artist.sub);
    expect(id.email).toBe(artist.email);
    const cognito = cognitoClient();
    const account = await cognito.send(
      new AdminGetUserCommand({ UserPoolId: inject('localCloud').userPoolId, Username: artist.email }),
    );
    cognito.destroy();
    const identities = account.UserAttributes?.find((attribute) => attribute.Name === 'identities')?.Value;
    expect(JSON.parse(identities ?? '[]')).toEqual([
      expect.objectContaining({ providerName: 'SignInWithApple', userId: expect.stringMatching(/^000/) }),
    ]);
    // Later sign-ins, without the provider's session, are the same account at once.
    const later = await signInWith('SignInWithApple', { name: 'Sam Doe', email: artist.email });
    expect(claims(later.tokens?.id_token ?? '').sub).toBe(artist.sub);
  });

  /** The accounts of an email and the identities linked to each (ADR 0071: nothing linked, no twin). */
  async function accountsOf(email: string) {
    const cognito = cognitoClient();
    const { Users = [] } = await cognito.send(
      new ListUsersCommand({ UserPoolId: inject('localCloud').userPoolId, Filter: `email = "${email}"` }),
    );
    cognito.destroy();
    return Users.map((user) => ({
      status: user.UserStatus,
      identities: user.Attributes?.find((attribute) => attribute.Name === 'identities')?.Value,
    }));
  }

  it('does not link an email the provider does not vouch for, and makes no second account', async () => {
    const artist = await signUpArtist(uniqueEmail('unverified'));
    const attempt = await signInWith('Google', {
      name: 'Mallory',
      email: artist.email,
      emailVerified: false,
    });
    expect(attempt.tokens).toBeUndefined();
    expect(attempt.callback.pathname).toBe('/login');
    expect(attempt.callback.searchParams.get('error_description')).toBe(
      'PreSignUp failed with error ACCOUNT_LINK_REFUSED.',
    );
    expect(await accountsOf(artist.email)).toEqual([{ status: 'CONFIRMED', identities: undefined }]);
    // The real owner's password still signs in to the untouched account.
    const cognito = cognitoClient();
    const signedIn = await cognito.send(
      new InitiateAuthCommand({
        ClientId: inject('localCloud').userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: artist.email, PASSWORD: artist.password },
      }),
    );
    cognito.destroy();
    expect(claims(signedIn.AuthenticationResult?.IdToken ?? '').sub).toBe(artist.sub);
  });

  it('does not link to an account whose email was never confirmed', async () => {
    const email = uniqueEmail('unconfirmed');
    const cognito = cognitoClient();
    await cognito.send(
      new SignUpCommand({
        ClientId: inject('localCloud').userPoolClientId,
        Username: email,
        Password: TEST_PASSWORD,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    cognito.destroy();
    const attempt = await signInWith('SignInWithApple', { name: 'Owner', email });
    expect(attempt.tokens).toBeUndefined();
    expect(attempt.callback.searchParams.get('error_description')).toMatch(/ACCOUNT_LINK_REFUSED/);
    expect(await accountsOf(email)).toEqual([{ status: 'UNCONFIRMED', identities: undefined }]);
  });

  it('refuses a code used twice, a wrong PKCE verifier, an unknown redirect and a client it does not know', async () => {
    const { urls, userPoolClientId } = inject('localCloud');
    const email = uniqueEmail('pkce');
    const signedIn = await signInWith('Google', { name: 'Pat', email });
    const code = signedIn.callback.searchParams.get('code') ?? '';
    const exchange = (form: Record<string, string>) =>
      oauthRequest(`${urls.oauth}/oauth2/token`, {
        form: {
          grant_type: 'authorization_code',
          client_id: userPoolClientId,
          redirect_uri: `${urls.app}/login`,
          ...form,
        },
      });
    expect(JSON.parse((await exchange({ code, code_verifier: signedIn.verifier })).body)).toEqual({
      error: 'invalid_grant',
    });
    const unused = await signInWith('Google', { name: 'Pat', email }, new CookieJar(), { exchange: false });
    const fresh = unused.callback.searchParams.get('code') ?? '';
    const wrongVerifier = await exchange({
      code: fresh,
      code_verifier: randomBytes(48).toString('base64url'),
    });
    expect(wrongVerifier.status).toBe(400);
    expect(JSON.parse(wrongVerifier.body)).toEqual({ error: 'invalid_grant' });
    // A failed exchange uses the code up, as Cognito does.
    expect((await exchange({ code: fresh, code_verifier: unused.verifier })).status).toBe(400);

    const unknownRedirect = await oauthRequest(
      `${urls.oauth}/oauth2/authorize?${new URLSearchParams({
        identity_provider: 'Google',
        redirect_uri: 'https://evil.example/login',
        response_type: 'code',
        client_id: userPoolClientId,
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'S256',
      })}`,
    );
    expect(unknownRedirect.status).toBe(400);
    expect(unknownRedirect.headers.location).toBeUndefined();
    const noPkce = await oauthRequest(
      `${urls.oauth}/oauth2/authorize?${new URLSearchParams({
        identity_provider: 'Google',
        redirect_uri: `${urls.app}/login`,
        response_type: 'code',
        client_id: userPoolClientId,
        state: 's1',
      })}`,
    );
    expect(noPkce.status).toBe(302);
    expect(new URL(String(noPkce.headers.location)).searchParams.get('error')).toBe('invalid_request');
    const otherClient = await exchange({
      client_id: 'someone-else',
      code: 'x',
      code_verifier: 'y'.repeat(43),
    });
    expect(JSON.parse(otherClient.body)).toEqual({ error: 'invalid_client' });
  });

  it('is offered by the local config.json', async () => {
    const { urls } = inject('localCloud');
    const config = (await (await fetch(`${urls.app}/config.json`)).json()) as {
      cognito: { oauthDomain?: string; socialProviders: string[] };
    };
    expect(config.cognito.socialProviders).toEqual(['Google', 'SignInWithApple']);
    expect(`https://${config.cognito.oauthDomain}`).toBe(urls.oauth);
  });
});
