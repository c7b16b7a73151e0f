import { DynamoDBClient, ScanCommand } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClientProfile, PortalAccessToken } from '#shared/api/contracts/portal-auth.ts';
import { emailHash } from '#shared/domain/booking/email-hash.ts';
import { clientIdOf, PORTAL_AUTH } from '#shared/domain/portal/portal-auth-rules.ts';
import { api, freshSource } from '#tests/support/api.ts';
import { signUpArtist } from '#tests/support/artists.ts';
import { clientEmail } from '#tests/support/booking.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { codeIn, mailsTo, waitForMail } from '#tests/support/mailbox.ts';
import { cookieOf, KNOWN_CLIENT, knownClient, portalSession } from '#tests/support/portal.ts';
import { clientToken } from '#tests/support/portfolio.ts';

const { cloud, db } = cloudAndDb();
const issuer = `${cloud.urls.app}/api/portal`;

/** Asks for a login email and reads its code and link token from the mailbox. */
async function loginMail(email: string) {
  const seen = (await mailsTo(email)).length;
  const answer = await api('/portal/login', { body: { email } });
  expect(answer.status).toBe(202);
  const mail = await waitForMail(email, { after: seen });
  const text = mail.body.text ?? '';
  const token = /\/portal\/login\/otp\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];
  if (!token) throw new Error(`no link in ${text}`);
  return { mail, code: codeIn(mail), token };
}

const withCode = (email: string, code: string) =>
  api<PortalAccessToken>('/portal/login/otp', { body: { email, code } });
const withLink = (token: string) => api<PortalAccessToken>('/portal/login/link', { body: { token } });
const refresh = (cookie?: string) =>
  api<PortalAccessToken>('/auth/refresh-token', { method: 'POST', headers: cookie ? { cookie } : {} });
/** Another 6-digit code than `code`. */
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Every item of the table, unmarshalled (the local table is small). */
async function scanTable() {
  const client = new DynamoDBClient({});
  const items: Record<string, unknown>[] = [];
  let start: Record<string, never> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: cloud.tableName, ExclusiveStartKey: start }));
    items.push(...(page.Items ?? []).map((item) => unmarshall(item)));
    start = page.LastEvaluatedKey as typeof start;
  } while (start);
  client.destroy();
  return items;
}

function setCookies(headers: Headers) {
  return headers.getSetCookie();
}

describe('portal sign-in: the login email', () => {
  it('answers a known and an unknown address the same, and emails only the known one, in their language', async () => {
    const known = await knownClient('fr');
    const unknown = clientEmail('stranger');
    const a = await api('/portal/login', { body: { email: `  ${known.toUpperCase()} ` } });
    const b = await api('/portal/login', { body: { email: unknown } });
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(a.json).toEqual({ resendAfterSeconds: PORTAL_AUTH.resendAfterSeconds });
    expect(b.json).toEqual(a.json);
    expect(setCookies(a.headers)).toEqual([]);

    const mail = await waitForMail(known);
    expect(mail.subject).toBe('Votre code de connexion à votre espace client Inkslot');
    expect(mail.body.text).toMatch(/Votre code de connexion :\n\n\d{6}\n/);
    expect(mail.body.text).toContain(`${cloud.urls.app}/portal/login/otp/`);
    expect(await mailsTo(unknown)).toEqual([]);
    // The same work for both: a sign-in item each (the unknown one without the email itself).
    const [knownLogin, unknownLogin] = await Promise.all([
      db.entities.portalLogin.get({ emailHash: emailHash(known) }).go(),
      db.entities.portalLogin.get({ emailHash: emailHash(unknown) }).go(),
    ]);
    expect(knownLogin.data).toMatchObject({ known: true, email: known, attempts: 0 });
    expect(unknownLogin.data).toMatchObject({ known: false, attempts: 0 });
    expect(unknownLogin.data?.email).toBeUndefined();
  });

  it('refuses an invalid address with the localized validation message', async () => {
    const answer = await api('/portal/login', {
      body: { email: 'not-an-email' },
      headers: { 'accept-language': 'en' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({
      error: { code: 'validation_failed', fields: [{ path: 'email', message: 'Invalid email address' }] },
    });
  });

  it('sends at most 3 emails per 15 minutes to an address from one source, known or not (429 with Retry-After)', async () => {
    const known = await knownClient();
    const unknown = clientEmail('stranger');
    const source = freshSource();
    for (const email of [known, unknown]) {
      for (let i = 0; i < 3; i += 1) {
        expect((await api('/portal/login', { body: { email }, source })).status).toBe(202);
      }
      const refused = await api('/portal/login', {
        body: { email },
        source,
        headers: { 'accept-language': 'fr' },
      });
      expect(refused.status).toBe(429);
      expect(refused.json).toMatchObject({
        error: {
          code: 'too_many_requests',
          message: 'Trop de demandes depuis votre connexion : réessayez un peu plus tard',
        },
      });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    }
    await waitForMail(known, { after: 2 });
    expect(await mailsTo(known)).toHaveLength(3);
  });

  it("a stranger's requests and wrong codes never lock the owner out: their fresh code works (issue 28, item 4)", async () => {
    const victim = await knownClient();
    const stranger = freshSource();
    // The stranger asks for codes until refused, and types wrong ones until refused.
    let statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await api('/portal/login', { body: { email: victim }, source: stranger })).status);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    statuses = [];
    for (let i = 0; i < 15; i += 1)
      statuses.push(
        (await api('/portal/login/otp', { body: { email: victim, code: '000000' }, source: stranger }))
          .status,
      );
    expect(statuses.at(-1)).toBe(429);
    // The owner, from their own connection, asks for a fresh code and signs in with it.
    const owner = freshSource();
    const seen = (await mailsTo(victim)).length;
    expect((await api('/portal/login', { body: { email: victim }, source: owner })).status).toBe(202);
    const mail = await waitForMail(victim, { after: seen });
    const signedIn = await api<PortalAccessToken>('/portal/login/otp', {
      body: { email: victim, code: codeIn(mail) },
      source: owner,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.json.accessToken).toEqual(expect.any(String));
  });

  it('stores neither the code nor the link token, only their hashes', async () => {
    const email = await knownClient();
    const { code, token } = await loginMail(email);
    const login = (await db.entities.portalLogin.get({ emailHash: emailHash(email) }).go()).data!;
    const link = await db.entities.portalLink.scan
      .where(({ emailHash: hash }, { eq }) => eq(hash, emailHash(email)))
      .go();
    for (const item of [login, ...link.data]) {
      for (const value of Object.values(item)) expect(String(value)).not.toContain(code);
    }
    expect(login.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(login.linkHash).toMatch(/^[0-9a-f]{64}$/);

    const signedIn = await withCode(email, code);
    expect(signedIn.status).toBe(200);
    const secret = cookieOf(signedIn.headers).split('=')[1]!;
    const table = JSON.stringify(await scanTable());
    expect(table).not.toContain(token);
    expect(table).not.toContain(secret.split('.')[1]);
    expect(table).not.toContain(signedIn.json.accessToken);
  });
});

describe('portal sign-in: the code and the link', () => {
  it('signs in with the code: a 15-minute RS256 portal token and an httpOnly refresh cookie', async () => {
    const email = await knownClient();
    const { code } = await loginMail(email);
    const answer = await withCode(email, code);
    expect(answer.status).toBe(200);
    expect(answer.json.expiresIn).toBe(PORTAL_AUTH.accessTokenSeconds);

    const header = decodeProtectedHeader(answer.json.accessToken);
    expect(header).toMatchObject({ alg: 'RS256', typ: 'JWT' });
    const claims = decodeJwt(answer.json.accessToken);
    expect(claims).toMatchObject({
      sub: clientIdOf(email),
      email,
      token_use: 'portal',
      iss: issuer,
      aud: 'inkslot-portal',
    });
    expect(claims.exp! - claims.iat!).toBe(PORTAL_AUTH.accessTokenSeconds);

    const [cookie] = setCookies(answer.headers);
    const attributes = cookie!.split(';').map((part) => part.trim());
    expect(attributes[0]).toMatch(/^portal_refresh=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(attributes).toEqual(
      expect.arrayContaining([
        'Path=/api/auth',
        `Max-Age=${PORTAL_AUTH.sessionIdleSeconds}`,
        'HttpOnly',
        'SameSite=Strict',
      ]),
    );
    // The local app is served over http: no Secure (every AWS stage is https and sets it).
    expect(attributes).not.toContain('Secure');
  });

  it('uses a code once, and the link of a used code no more', async () => {
    const email = await knownClient();
    const { code, token } = await loginMail(email);
    expect((await withCode(email, code)).status).toBe(200);
    const again = await withCode(email, code);
    expect(again.status).toBe(410);
    expect(again.json).toMatchObject({ error: { code: 'login_code_expired' } });
    expect((await withLink(token)).status).toBe(410);
  });

  it('signs in with the link only when posted: a GET of the emailed page uses nothing; once only', async () => {
    const email = await knownClient('es');
    const { mail, token, code } = await loginMail(email);
    expect(mail.subject).toBe('Tu código de acceso a tu espacio de cliente Inkslot');
    // What a mail scanner does: follow the link (the SPA's page) with GET and HEAD.
    const url = `${cloud.urls.app}/portal/login/otp/${token}`;
    await fetch(url);
    await fetch(url, { method: 'HEAD' });
    const login = (await db.entities.portalLogin.get({ emailHash: emailHash(email) }).go()).data;
    expect(login?.linkHash).toBeDefined();

    const answer = await withLink(token);
    expect(answer.status).toBe(200);
    expect(decodeJwt(answer.json.accessToken)).toMatchObject({ email, token_use: 'portal' });
    expect(setCookies(answer.headers)[0]).toMatch(/^portal_refresh=/);

    const again = await withLink(token);
    expect(again.status).toBe(410);
    expect(again.json).toMatchObject({ error: { code: 'login_link_invalid' } });
    // The challenge is used up: its code too.
    expect((await withCode(email, code)).status).toBe(410);
  });

  it('refuses a malformed or unknown link token', async () => {
    expect((await withLink('short')).status).toBe(400);
    const unknown = await withLink(Buffer.alloc(32, 7).toString('base64url'));
    expect(unknown.status).toBe(410);
  });

  it('only the latest email counts: a new one replaces the code and link of the previous one', async () => {
    const email = await knownClient();
    const first = await loginMail(email);
    const second = await loginMail(email);
    expect((await withLink(first.token)).status).toBe(410);
    if (first.code !== second.code) expect((await withCode(email, first.code)).status).toBe(400);
    expect((await withCode(email, second.code)).status).toBe(200);
  });

  it('refuses an expired code and link (15 minutes)', async () => {
    const email = await knownClient();
    const { code, token } = await loginMail(email);
    const login = (await db.entities.portalLogin.get({ emailHash: emailHash(email) }).go()).data!;
    expect(login.challengeExpiresAt - Math.floor(Date.now() / 1000)).toBeLessThanOrEqual(
      PORTAL_AUTH.challengeSeconds,
    );
    await db.entities.portalLogin
      .patch({ emailHash: emailHash(email) })
      .set({ challengeExpiresAt: Math.floor(Date.now() / 1000) - 1 })
      .go();
    expect((await withCode(email, code)).json).toMatchObject({ error: { code: 'login_code_expired' } });
    expect((await withLink(token)).json).toMatchObject({ error: { code: 'login_link_invalid' } });
  });

  it('burns the code at the 5th wrong code: the right code then fails, the emailed link still signs the owner in', async () => {
    const email = await knownClient();
    const { code, token } = await loginMail(email);
    for (let i = 1; i < PORTAL_AUTH.maxCodeAttempts; i += 1) {
      const answer = await withCode(email, wrong(code));
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ error: { code: 'login_code_invalid' } });
    }
    const last = await withCode(email, wrong(code));
    expect(last.status).toBe(429);
    expect(last.json).toMatchObject({ error: { code: 'login_attempts_exceeded' } });
    expect((await withCode(email, code)).status).toBe(429);
    // The link is 256 random bits: wrong codes say nothing about it (issue 28, item 4).
    expect((await withLink(token)).status).toBe(200);
    expect((await withLink(token)).status).toBe(410);
  });

  it('gives parallel guesses no extra tries', async () => {
    const email = await knownClient();
    const { code } = await loginMail(email);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        withCode(email, String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')),
      ),
    );
    expect(guesses.filter((answer) => answer.status === 400).length).toBeLessThan(
      PORTAL_AUTH.maxCodeAttempts,
    );
    expect(guesses.every((answer) => answer.status !== 200)).toBe(true);
    const login = (await db.entities.portalLogin.get({ emailHash: emailHash(email) }).go()).data!;
    expect(login.attempts).toBe(PORTAL_AUTH.maxCodeAttempts);
    expect((await withCode(email, code)).status).toBe(429);
  });

  it('never signs in an unknown address, whatever the code', async () => {
    const email = clientEmail('stranger');
    expect((await api('/portal/login', { body: { email } })).status).toBe(202);
    const answer = await withCode(email, '123456');
    expect(answer.status).toBe(400);
    expect(setCookies(answer.headers)).toEqual([]);
  });
});

describe('portal sessions', () => {
  it('rotates the refresh cookie on each refresh; reusing an old one revokes the session', async () => {
    const email = await knownClient();
    const first = await portalSession(email);
    const renewed = await refresh(first.cookie);
    expect(renewed.status).toBe(200);
    expect(decodeJwt(renewed.json.accessToken)).toMatchObject({ sub: clientIdOf(email), email });
    const second = cookieOf(renewed.headers);
    expect(second).toMatch(/^portal_refresh=/);
    expect(second).not.toBe(first.cookie);
    // Same session id, new secret.
    expect(second.split('.')[0]).toBe(first.cookie.split('.')[0]);

    const third = cookieOf((await refresh(second)).headers);
    const reused = await refresh(first.cookie);
    expect(reused.status).toBe(401);
    expect(setCookies(reused.headers)[0]).toMatch(/^portal_refresh=; Path=\/api\/auth; Max-Age=0/);
    // The whole session is gone: its latest cookie too.
    expect((await refresh(third)).status).toBe(401);
  });

  it('answers 401 and clears the cookie without a cookie, or with a forged one', async () => {
    for (const cookie of [
      undefined,
      'portal_refresh=garbage',
      `portal_refresh=${'a'.repeat(22)}.${'b'.repeat(43)}`,
    ]) {
      const answer = await refresh(cookie);
      expect(answer.status).toBe(401);
      expect(answer.json).toMatchObject({ error: { code: 'unauthorized' } });
      expect(setCookies(answer.headers)[0]).toContain('Max-Age=0');
    }
  });

  it('refuses a session past its end', async () => {
    const email = await knownClient();
    const { cookie } = await portalSession(email);
    const sessionId = cookie.split('=')[1]!.split('.')[0]!;
    await db.entities.portalSession
      .patch({ sessionId })
      .set({ expiresAt: Math.floor(Date.now() / 1000) - 1 })
      .go();
    expect((await refresh(cookie)).status).toBe(401);
  });

  it('logs out: revokes the session and clears the cookie', async () => {
    const email = await knownClient();
    const { cookie } = await portalSession(email);
    const answer = await api('/auth/logout', { method: 'POST', headers: { cookie } });
    expect(answer.status).toBe(200);
    expect(setCookies(answer.headers)[0]).toMatch(
      /^portal_refresh=; Path=\/api\/auth; Max-Age=0; HttpOnly; SameSite=Strict/,
    );
    expect((await refresh(cookie)).status).toBe(401);
    // Logging out twice, or with no cookie, is harmless.
    expect((await api('/auth/logout', { method: 'POST' })).status).toBe(200);
  });

  it('publishes its keys: discovery document and JWKS verify the tokens', async () => {
    const discovery = await api<{ issuer: string; jwks_uri: string }>(
      '/portal/.well-known/openid-configuration',
    );
    expect(discovery.status).toBe(200);
    expect(discovery.json).toMatchObject({ issuer, jwks_uri: `${issuer}/.well-known/jwks.json` });
    const jwks = await fetch(discovery.json.jwks_uri);
    expect(jwks.status).toBe(200);
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=300');
    const keys = (await jwks.json()) as { keys: Record<string, string>[] };
    expect(keys.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    for (const key of keys.keys) expect(key).not.toHaveProperty('d');

    const { accessToken } = await portalSession(await knownClient());
    const verified = await jwtVerify(accessToken, createLocalJWKSet(keys as never), {
      issuer,
      audience: 'inkslot-portal',
    });
    expect(verified.payload.token_use).toBe('portal');
  });
});

describe('portal tokens and artist tokens stay apart', () => {
  it("refuses an artist's Cognito token on portal routes, and a portal token on artist routes", async () => {
    const artist = await signUpArtist();
    const { accessToken } = await portalSession(await knownClient());
    for (const token of [artist.idToken, artist.accessToken, await clientToken()]) {
      const answer = await api('/portal/me', { token });
      expect(answer.status).toBe(401);
    }
    const mine = await api('/me', { token: accessToken });
    expect(mine.status).toBe(401);
    expect((await api('/portal/me', { token: accessToken })).status).toBe(200);
  });

  it('refuses a portal token that is expired, tampered with, or without a token', async () => {
    const { accessToken } = await portalSession(await knownClient());
    const [header, payload, signature] = accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, email: 'someone@else.test' })).toString('base64url')}.${signature}`;
    expect((await api('/portal/me', { token: tampered })).status).toBe(401);
    expect((await api('/portal/me')).status).toBe(401);
  });
});

describe('the client profile (/portal/me)', () => {
  let email: string;
  let token: string;
  beforeAll(async () => {
    email = await knownClient('fr');
    token = (await portalSession(email)).accessToken;
  });

  const profile = async () => (await api<ClientProfile>('/portal/me', { token })).json;

  it('reads the signed-in client', async () => {
    const answer = await api<ClientProfile>('/portal/me', { token });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ email, ...KNOWN_CLIENT, locale: 'fr' });
  });

  it('updates it (the email is not editable; an empty Instagram removes it)', async () => {
    const answer = await api<ClientProfile>('/portal/me', {
      method: 'PUT',
      token,
      body: {
        firstName: ' Alex ',
        lastName: 'Durand',
        age: 31,
        instagram: '',
        alreadyTattooed: false,
        locale: 'es',
        email: 'hijack@inkslot.test',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      email,
      firstName: 'Alex',
      lastName: 'Durand',
      age: 31,
      locale: 'es',
    });
    expect(answer.json.instagram).toBeUndefined();
    expect(await profile()).toEqual(answer.json);
    expect((await db.entities.client.get({ email: 'hijack@inkslot.test' }).go()).data).toBeNull();
  });

  it('refuses invalid input with localized field messages and changes nothing', async () => {
    const before = await profile();
    const answer = await api('/portal/me', {
      method: 'PUT',
      token,
      headers: { 'accept-language': 'fr' },
      body: {
        firstName: '',
        lastName: 'Durand',
        age: 12,
        instagram: 'no spaces!',
        alreadyTattooed: 'yes',
        locale: 'de',
      },
    });
    expect(answer.status).toBe(400);
    const fields = (answer.json as { error: { fields: { path: string }[] } }).error.fields.map((f) => f.path);
    expect(fields.sort()).toEqual(['age', 'alreadyTattooed', 'firstName', 'instagram', 'locale']);
    expect(await profile()).toEqual(before);
  });

  it('answers 404 to a session whose client item is gone', async () => {
    const gone = await knownClient();
    const session = await portalSession(gone);
    await db.entities.client.delete({ email: gone }).go();
    expect((await api('/portal/me', { token: session.accessToken })).status).toBe(404);
    const put = await api('/portal/me', {
      method: 'PUT',
      token: session.accessToken,
      body: { firstName: 'A', lastName: 'B', age: 30, alreadyTattooed: false, locale: 'en' },
    });
    expect(put.status).toBe(404);
    expect((await db.entities.client.get({ email: gone }).go()).data).toBeNull();
  });

  it('keeps each client to their own information', async () => {
    const other = await knownClient();
    const mine = await api<ClientProfile>('/portal/me', { token: (await portalSession(other)).accessToken });
    expect(mine.json.email).toBe(other);
    expect(mine.json.email).not.toBe(email);
  });
});
