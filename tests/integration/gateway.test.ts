import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { generateKeyPair, importJWK, SignJWT } from 'jose';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { health } from '#shared/api/routes.ts';
import { runtimeConfig } from '#shared/config/runtime-config.ts';
import { api } from '#tests/support/api.ts';
import { signUpArtist, type TestArtist } from '#tests/support/artists.ts';

const cloud = inject('localCloud');
const unauthorized = { message: 'Unauthorized' };

/** A token signed with cognito-local's own key (it ships in the package), with chosen claims. */
async function localToken(
  claims: Record<string, unknown>,
  options: { issuer?: string; expiresIn?: string } = {},
) {
  const { jwk } = createRequire(import.meta.url)('cognito-local/lib/keys/cognitoLocal.private.json') as {
    jwk: Record<string, string>;
  };
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
    .setIssuer(options.issuer ?? `${cloud.urls.app}/cognito/${cloud.userPoolId}`)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(key);
}

describe('gateway: gateway-owned answers', () => {
  it('answers /api/health with every stand-in ok', async () => {
    const answer = await api('/api/health');
    expect(answer.status).toBe(200);
    expect(health.parse(answer.json)).toEqual({
      status: 'ok',
      services: {
        dynamodb: 'ok',
        cognito: 'ok',
        ses: 'ok',
        s3: 'ok',
        bus: 'ok',
        ssm: 'ok',
        stripe: 'ok',
        oauth: 'ok',
        push: 'ok',
      },
    });
  });

  it('serves config.json for the local stage, Cognito on the same origin', async () => {
    const response = await fetch(`${cloud.urls.app}/config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const config = runtimeConfig.parse(await response.json());
    expect(config).toMatchObject({
      stage: 'local',
      apiBaseUrl: '/api',
      buildId: 'dev',
      cognito: {
        userPoolId: cloud.userPoolId,
        userPoolClientId: cloud.userPoolClientId,
        endpoint: `${cloud.urls.app}/cognito`,
        authFlowType: 'USER_PASSWORD_AUTH',
        // Google and Apple through the local hosted UI stand-in (ADR 0056).
        oauthDomain: cloud.urls.oauth.replace('https://', ''),
        socialProviders: ['Google', 'SignInWithApple'],
      },
    });
  });

  it("answers an unknown route like API Gateway: 404 {message: 'Not Found'}", async () => {
    for (const [method, path] of [
      ['GET', '/api/nowhere'],
      ['DELETE', '/api/me'],
      ['GET', '/api/artists/demo/extra'],
      ['GET', '/api'],
    ] as const) {
      const answer = await api(path, { method });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.json).toEqual({ message: 'Not Found' });
    }
  });

  it('refuses a body over 10 MB with 413', async () => {
    const answer = await api('/api/me/onboarding', {
      method: 'POST',
      body: Buffer.alloc(10 * 1024 * 1024 + 1, 'a'),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ message: 'Request Entity Too Large' });
  });

  it('passes x-correlation-id through, else answers with the request id', async () => {
    const passed = await api('/api/pseudos/someone', { headers: { 'x-correlation-id': 'corr-123' } });
    expect(passed.headers.get('x-correlation-id')).toBe('corr-123');
    const generated = await api('/api/pseudos/someone');
    expect(generated.headers.get('x-correlation-id')).toBe(generated.headers.get('apigw-requestid'));
  });

  it('serves no SPA in web: none mode', async () => {
    expect((await fetch(`${cloud.urls.app}/some/page`)).status).toBe(404);
  });
});

describe('gateway: routes to the handlers', () => {
  it('matches a public route and hands over the decoded path parameter', async () => {
    const pseudo = `free-${randomUUID().slice(0, 8)}`;
    const answer = await api(`/api/pseudos/${encodeURIComponent(pseudo.toUpperCase())}`);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ pseudo, available: true });
  });

  it('never offers a root file of the site as a pseudo (issue 9, item 6)', async () => {
    for (const name of ['config.json', 'build.json', 'favicon.svg', 'index.html', 'robots.txt', 'favicon']) {
      const answer = await api(`/api/pseudos/${encodeURIComponent(name)}`);
      expect(answer.status, name).toBe(400);
      expect(answer.json, name).toMatchObject({ error: { code: 'validation_failed' } });
      expect(JSON.stringify(answer.json), name).not.toContain('"available":true');
    }
  });

  it("returns the handler's own errors untouched", async () => {
    const answer = await api(`/api/artists/nobody-${randomUUID().slice(0, 8)}`);
    expect(answer.status).toBe(404);
    expect(answer.json).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('gateway: JWT authorizer', () => {
  let artist: TestArtist;
  beforeAll(async () => {
    artist = await signUpArtist();
  });

  it('answers 401 without a token', async () => {
    const answer = await api('/api/me');
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual(unauthorized);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('answers 401 to a malformed token, a foreign signature, another issuer, an expired token, another audience', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const foreign = await new SignJWT({ sub: artist.sub, aud: cloud.userPoolClientId, token_use: 'id' })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .setIssuer(`${cloud.urls.app}/cognito/${cloud.userPoolId}`)
      .setExpirationTime('1h')
      .sign(privateKey);
    const base = { sub: artist.sub, token_use: 'id', 'cognito:groups': ['artist'], email: artist.email };
    const tokens = {
      malformed: 'not-a-jwt',
      foreign,
      otherIssuer: await localToken(
        { ...base, aud: cloud.userPoolClientId },
        { issuer: 'http://elsewhere/pool' },
      ),
      expired: await localToken({ ...base, aud: cloud.userPoolClientId }, { expiresIn: '-1m' }),
      otherAudience: await localToken({ ...base, aud: 'another-client' }),
    };
    for (const [name, token] of Object.entries(tokens)) {
      const answer = await api('/api/me', { token });
      expect(answer.status, name).toBe(401);
      expect(answer.json, name).toEqual(unauthorized);
      expect(answer.headers.get('www-authenticate'), name).toMatch(/^Bearer error="invalid_token"/);
    }
  });

  it('accepts an ID token (aud) and an access token (client_id), and hands the claims to the handler', async () => {
    // Not onboarded yet: the handler itself answers 404, so the authorizer let the call through.
    for (const token of [artist.idToken, artist.accessToken]) {
      const answer = await api('/api/me', { token });
      expect(answer.status).toBe(404);
      expect(answer.json).toMatchObject({ error: { code: 'not_found' } });
    }
    // A valid token without the artist group passes the authorizer; the handler refuses it.
    const stranger = await localToken({ sub: randomUUID(), aud: cloud.userPoolClientId, token_use: 'id' });
    const refused = await api('/api/me', { token: stranger });
    expect(refused.status).toBe(403);
  });

  it('runs an artist through onboarding with the ID token', async () => {
    const pseudo = `ink-${randomUUID().slice(0, 8)}`;
    const created = await api('/api/me/onboarding', {
      token: artist.idToken,
      body: { pseudo, displayName: 'Test Ink', locale: 'en' },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ artistId: artist.sub, email: artist.email, pseudo });
    // API Gateway takes the token with or without the `Bearer ` prefix.
    const me = await api('/api/me', { headers: { authorization: artist.idToken } });
    expect(me.status).toBe(200);
    const profile = await api(`/api/artists/${pseudo}`);
    expect(profile.json).toMatchObject({ pseudo, displayName: 'Test Ink', plan: 'free' });
  });
});
