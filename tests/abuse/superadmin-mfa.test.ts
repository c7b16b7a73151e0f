import { randomUUID } from 'node:crypto';
import {
  AdminInitiateAuthCommand,
  AssociateSoftwareTokenCommand,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt, SignJWT } from 'jose';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initiatePasswordAuth } from '#scripts/local-cloud/cognito/confirmed-user.ts';
import type { RouteDefinition } from '#shared/api/route-types.ts';
import { routes } from '#shared/api/routes.ts';
import { BUG_STATUSES, SUGGESTION_STATUSES } from '#shared/domain/support.ts';
import { errors } from '#shared/i18n/messages/errors.ts';
import { api } from '#tests/support/api.ts';
import { cognitoClient, signUpSuperadmin, type TestArtist } from '#tests/support/artists.ts';
import { bookableArtist, everyDay } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import { CookieJar, signInWith } from '#tests/support/oauth.ts';
import type { ErrorBody } from '#tests/support/portfolio.ts';
import { signInWithTotp, type TotpUser, totpCode } from '#tests/support/totp.ts';
import { type HealthWatch, watchHealth } from './support/health-watch.ts';

/**
 * Issue 28, item 8, attacked: the superadmin area needs a second factor (ADR 0073). A superadmin's
 * token without TOTP on the account is refused on every `/api/admin` route of the route table; on
 * the Cognito side (the local stand-in, spoken to as Cognito with the SDK), a password alone never
 * yields tokens for a TOTP user, wrong codes are refused, a challenge's session cannot be forged,
 * reused past its wrong codes or taken by someone else, and a forged access token cannot enrol an
 * authenticator app on anyone's account. Health keeps answering within 1 s throughout.
 */

const { cloud, db } = cloudAndDb();
const adminRoutes = (Object.values(routes) as RouteDefinition[]).filter(
  (route) => route.auth === 'superadmin',
);
let artist: Awaited<ReturnType<typeof bookableArtist>>;
let withoutTotp: TestArtist;
let withTotp: TotpUser;
let artistMails = 0;

const pathOf = (path: string) =>
  path.replace('{artistId}', artist.sub).replace(/\{[a-zA-Z]+\}/g, randomUUID());
/** A body each write's contract takes, so that what refuses it is the missing factor. */
const validBody = (route: RouteDefinition) => ({
  reason: 'Taken over',
  status: route.path.includes('suggestions') ? SUGGESTION_STATUSES[0] : BUG_STATUSES[0],
});
const wrongCode = (secret: string) =>
  String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');

async function attempt<T>(call: () => Promise<T>): Promise<{ result?: T; error?: string }> {
  try {
    return { result: await call() };
  } catch (error) {
    return { error: (error as Error).name };
  }
}

beforeAll(async () => {
  [artist, withoutTotp, withTotp] = (await Promise.all([
    bookableArtist(everyDay(['10:00', 120])),
    signUpSuperadmin({ totp: false }),
    signUpSuperadmin(),
  ])) as [typeof artist, TestArtist, TotpUser];
  // The artist's own "your page is live" comes first: what follows it would be the attack's doing.
  await waitForMail(artist.email);
  artistMails = (await mailsTo(artist.email)).length;
});

// Each attack: health keeps answering within 1 s, and nothing reaches the artist (a suspension
// would have told them) or the team's inboxes (a sign-in sends no mail).
let health: HealthWatch;
beforeEach(() => {
  health = watchHealth();
});
afterEach(async () => {
  const watched = await health.stop();
  expect(watched.failed).toBe(0);
  expect(watched.slowestMs).toBeLessThan(1000);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect((await mailsTo(artist.email)).slice(artistMails).map((mail) => mail.subject)).toEqual([]);
  expect(await mailsTo(withTotp.email)).toEqual([]);
  expect(await mailsTo(withoutTotp.email)).toEqual([]);
});

describe('The superadmin area without a second factor', () => {
  it('lists the admin routes it attacks, from the route table', () => {
    expect(adminRoutes.length).toBeGreaterThanOrEqual(10);
  });

  it('refuses every admin route, localized, and changes nothing', async () => {
    const before = await db.entities.artist.get({ artistId: artist.sub }).go();
    const audit = await db.entities.auditEntry.query.byBoard({ board: 'audit' }).go({ pages: 'all' });
    for (const route of adminRoutes) {
      for (const locale of ['fr', 'en', 'es'] as const) {
        const answer = await api<ErrorBody>(pathOf(route.path), {
          method: route.method,
          token: withoutTotp.idToken,
          headers: { 'accept-language': locale },
          ...(route.method !== 'GET' && { body: validBody(route) }),
        });
        expect(answer.status, `${route.method} ${route.path}`).toBe(403);
        expect(answer.json.error).toEqual({ code: 'mfa_required', message: errors[locale].mfa_required });
      }
    }
    // The same routes answer the superadmin who has it (the refusal is the factor, not the route).
    const list = await api(pathOf('/admin/artists'), { token: withTotp.idToken });
    expect(list.status).toBe(200);
    const after = await db.entities.artist.get({ artistId: artist.sub }).go();
    expect(after.data?.suspendedAt).toBe(before.data?.suspendedAt);
    const auditAfter = await db.entities.auditEntry.query.byBoard({ board: 'audit' }).go({ pages: 'all' });
    expect(auditAfter.data.length).toBe(audit.data.length);
  });
});

describe('The superadmin area by a way round the second factor', () => {
  it('refuses a TOTP superadmin’s access token, and their sign-in through Google', async () => {
    // An access token does not tell how it was obtained; the SPA sends ID tokens.
    const access = await api<ErrorBody>('/admin/artists', { token: withTotp.accessToken });
    expect(access.status).toBe(403);
    expect(access.json.error.code).toBe('mfa_required');
    // Google linked to a TOTP superadmin's email (ADR 0056): Cognito never asks that sign-in for a code.
    const member = await signUpSuperadmin();
    const jar = new CookieJar();
    const linking = await signInWith('Google', { name: 'Team Member', email: member.email }, jar);
    expect(linking.tokens).toBeUndefined();
    const viaGoogle = await signInWith('Google', { name: 'Team Member', email: member.email }, jar);
    const idToken = viaGoogle.tokens?.id_token ?? '';
    expect(decodeJwt(idToken)).toMatchObject({
      sub: member.sub,
      'cognito:groups': ['superadmin'],
      identities: [expect.objectContaining({ providerName: 'Google' })],
    });
    const refused = await api<ErrorBody>('/admin/artists', { token: idToken });
    expect(refused.status).toBe(403);
    expect(refused.json.error.code).toBe('mfa_required');
  });
});

describe('Signing in to a TOTP account', () => {
  const { userPoolId, userPoolClientId } = cloud;

  it('never yields tokens for the password alone, in either password flow', async () => {
    const cognito = cognitoClient();
    const own = await initiatePasswordAuth(cognito, userPoolClientId, withTotp);
    expect(own.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(own.AuthenticationResult).toBeUndefined();
    const admin = await cognito.send(
      new AdminInitiateAuthCommand({
        UserPoolId: userPoolId,
        ClientId: userPoolClientId,
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: withTotp.email, PASSWORD: withTotp.password },
      }),
    );
    expect(admin.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    expect(admin.AuthenticationResult).toBeUndefined();
    cognito.destroy();
  });

  it('refuses wrong codes, closes the session after five, and takes no code without its session', async () => {
    const cognito = cognitoClient();
    const challenge = () => initiatePasswordAuth(cognito, userPoolClientId, withTotp);
    const respond = (Session: string | undefined, code: string, username = withTotp.email) =>
      attempt(() =>
        cognito.send(
          new RespondToAuthChallengeCommand({
            ClientId: userPoolClientId,
            ChallengeName: 'SOFTWARE_TOKEN_MFA',
            Session,
            ChallengeResponses: { USERNAME: username, SOFTWARE_TOKEN_MFA_CODE: code },
          }),
        ),
      );

    const { Session } = await challenge();
    for (let wrong = 0; wrong < 5; wrong += 1) {
      const answer = await respond(Session, wrongCode(withTotp.totpSecret));
      expect(answer).toEqual({ error: 'CodeMismatchException' });
    }
    // Five wrong codes closed it: the right code no longer opens it.
    expect(await respond(Session, totpCode(withTotp.totpSecret))).toEqual({
      error: 'NotAuthorizedException',
    });
    // A session made up, or none, with the right code and the user's name.
    const madeUp = Buffer.from(randomUUID()).toString('base64url');
    expect(await respond(madeUp, totpCode(withTotp.totpSecret))).toEqual({ error: 'NotAuthorizedException' });
    expect(await respond(undefined, totpCode(withTotp.totpSecret))).toMatchObject({
      error: expect.any(String),
    });
    // Someone else's open session does not sign this user in.
    const other = await signUpSuperadmin();
    const { Session: theirs } = await initiatePasswordAuth(cognito, userPoolClientId, other);
    expect(await respond(theirs, totpCode(withTotp.totpSecret))).toEqual({ error: 'NotAuthorizedException' });
    // The right code in a session of its own does; the session is then spent.
    const fresh = await challenge();
    const signedIn = await respond(fresh.Session, totpCode(withTotp.totpSecret));
    expect(signedIn.result?.AuthenticationResult?.IdToken).toEqual(expect.any(String));
    expect(await respond(fresh.Session, totpCode(withTotp.totpSecret))).toEqual({
      error: 'NotAuthorizedException',
    });
    cognito.destroy();
  });

  it('keeps the session a code opened: it refreshes like any other', async () => {
    const signedIn = await signInWithTotp(withTotp.email, withTotp.password, withTotp.totpSecret);
    const cognito = cognitoClient();
    const refreshed = await cognito.send(
      new InitiateAuthCommand({
        ClientId: userPoolClientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: signedIn.refreshToken },
      }),
    );
    expect(refreshed.AuthenticationResult?.IdToken).toEqual(expect.any(String));
    cognito.destroy();
  });
});

describe('Enrolling an authenticator app', () => {
  it('takes no forged access token, and no wrong first code; the right one opens the area at once', async () => {
    const cognito = cognitoClient();
    // A token with the victim's claims, signed by a key of the attacker's own.
    const { privateKey } = await crypto.subtle.generateKey(
      {
        name: 'RSASSA-PKCS1-v1_5',
        modulusLength: 2048,
        publicExponent: new Uint8Array([1, 0, 1]),
        hash: 'SHA-256',
      },
      true,
      ['sign', 'verify'],
    );
    const forged = await new SignJWT({
      sub: withTotp.sub,
      token_use: 'access',
      client_id: cloud.userPoolClientId,
      username: withTotp.sub,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    expect(
      await attempt(() => cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: forged }))),
    ).toEqual({
      error: 'NotAuthorizedException',
    });
    // The ID token is not an access token.
    expect(
      await attempt(() => cognito.send(new AssociateSoftwareTokenCommand({ AccessToken: withTotp.idToken }))),
    ).toEqual({ error: 'NotAuthorizedException' });
    // The victim still signs in with their own app.
    const still = await signInWithTotp(withTotp.email, withTotp.password, withTotp.totpSecret);
    expect(still.idToken).not.toBe('');

    // A superadmin setting it up with a wrong first code does not turn it on.
    const newcomer = await signUpSuperadmin({ totp: false });
    const { SecretCode = '' } = await cognito.send(
      new AssociateSoftwareTokenCommand({ AccessToken: newcomer.accessToken }),
    );
    expect(
      await attempt(() =>
        cognito.send(
          new VerifySoftwareTokenCommand({
            AccessToken: newcomer.accessToken,
            UserCode: wrongCode(SecretCode),
          }),
        ),
      ),
    ).toEqual({ error: 'EnableSoftwareTokenMFAException' });
    const refused = await api<ErrorBody>('/admin/artists', { token: newcomer.idToken });
    expect(refused.json.error.code).toBe('mfa_required');
    // With the right code it is on, and the area opens at once to a sign-in with it ("off" is not kept).
    await cognito.send(
      new VerifySoftwareTokenCommand({ AccessToken: newcomer.accessToken, UserCode: totpCode(SecretCode) }),
    );
    await cognito.send(
      new SetUserMFAPreferenceCommand({
        AccessToken: newcomer.accessToken,
        SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
      }),
    );
    const withCode = await signInWithTotp(newcomer.email, newcomer.password, SecretCode);
    expect((await api('/admin/artists', { token: withCode.idToken })).status).toBe(200);
    cognito.destroy();
  });
});
