import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ApiError, MAX_JSON_BODY_BYTES } from '#shared/api/errors.ts';
import { defineRoute } from '#shared/api/route-types.ts';
import { emailField } from '#shared/validation/fields.ts';
import { type HttpEvent, httpHandler } from './http-handler.ts';

const route = defineRoute({
  method: 'POST',
  path: '/things/{id}',
  auth: 'artist',
  group: 'test',
  handler: 'functions/http/test/x.ts',
  contract: {
    params: z.object({ id: z.string().regex(/^\d+$/) }),
    body: z.object({ email: emailField }),
    response: z.object({ id: z.string(), email: z.string() }),
  },
  status: 201,
  // The suspension guard reads the artist item from the table: tests/integration/suspension.test.ts.
  allowedWhileSuspended: true,
});

function event(
  overrides: Partial<HttpEvent> = {},
  claims: Record<string, unknown> | null = artistClaims(),
): HttpEvent {
  return {
    version: '2.0',
    routeKey: 'POST /things/{id}',
    rawPath: '/api/things/1',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    pathParameters: { id: '1' },
    body: JSON.stringify({ email: 'ada@example.com' }),
    isBase64Encoded: false,
    requestContext: {
      requestId: 'r-1',
      authorizer: claims ? { jwt: { claims, scopes: [] } } : undefined,
    },
    ...overrides,
  } as unknown as HttpEvent;
}

function artistClaims() {
  return { sub: 'artist-1', email: 'ada@example.com', token_use: 'id', 'cognito:groups': '[artist]' };
}

const ok = httpHandler(route, async ({ params, body, caller }) => {
  if (caller.kind !== 'artist') throw new Error('unexpected caller');
  return { id: params.id, email: body.email, secret: 'never leaks' } as { id: string; email: string };
});
const invoke = async (handler: typeof ok, e: HttpEvent) => {
  const result = await handler(e, {} as never);
  return { status: result.statusCode, body: JSON.parse(String(result.body)) };
};

describe('httpHandler', () => {
  it('parses input, answers the success status and only the contract fields', async () => {
    const { status, body } = await invoke(ok, event());
    expect(status).toBe(201);
    expect(body).toEqual({ id: '1', email: 'ada@example.com' });
  });

  it('answers malformed JSON with a localized 400', async () => {
    const fr = await invoke(
      ok,
      event({ body: '{"email":', headers: { 'content-type': 'application/json', 'accept-language': 'fr' } }),
    );
    expect(fr.status).toBe(400);
    expect(fr.body.error).toEqual({
      code: 'malformed_json',
      message: "Le corps de la requête n'est pas un JSON valide",
    });
  });

  it('refuses an oversized body with 413 and a non-JSON body with 415', async () => {
    const big = JSON.stringify({ email: 'a'.repeat(MAX_JSON_BODY_BYTES) });
    expect((await invoke(ok, event({ body: big }))).status).toBe(413);
    const text = await invoke(ok, event({ headers: { 'content-type': 'text/plain' } }));
    expect(text.status).toBe(415);
  });

  it('lists invalid fields with messages in the caller language (cookie first)', async () => {
    const { status, body } = await invoke(
      ok,
      event({ body: JSON.stringify({ email: 'nope' }), cookies: ['lang=fr'], pathParameters: { id: 'x' } }),
    );
    expect(status).toBe(400);
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields).toEqual([
      { path: 'id', key: 'validation.invalidValue', message: 'Valeur invalide' },
    ]);
    const en = await invoke(ok, event({ body: JSON.stringify({ email: 'nope' }) }));
    expect(en.body.error.fields).toEqual([
      { path: 'email', key: 'validation.emailInvalid', message: 'Invalid email address' },
    ]);
  });

  it('answers 400 for a body of the wrong JSON type, never 500', async () => {
    for (const body of ['[]', 'null', '42', '"text"', '{"email":{"$ne":1}}']) {
      expect((await invoke(ok, event({ body }))).status, body).toBe(400);
    }
  });

  it('refuses callers without claims (401) or of the wrong kind (403)', async () => {
    expect((await invoke(ok, event({}, null))).status).toBe(401);
    expect((await invoke(ok, event({}, { ...artistClaims(), 'cognito:groups': '[]' }))).status).toBe(403);
    expect((await invoke(ok, event({}, { ...artistClaims(), token_use: 'portal' }))).status).toBe(403);
  });

  it('maps an ApiError to its status and a bug to a logged 500 without details', async () => {
    const conflict = httpHandler(route, async () => {
      throw new ApiError(409, 'pseudo_taken');
    });
    const res = await invoke(conflict, event());
    expect(res).toEqual({
      status: 409,
      body: { error: { code: 'pseudo_taken', message: 'This username is already taken' } },
    });
    const bug = httpHandler(route, async () => {
      throw new Error('database password is hunter2');
    });
    const crashed = await invoke(bug, event());
    expect(crashed.status).toBe(500);
    expect(JSON.stringify(crashed.body)).not.toContain('hunter2');
  });

  it('adds the cookies and headers an implementation puts on its reply, also to an ApiError it throws', async () => {
    const signedIn = httpHandler(route, async ({ params, body, reply }) => {
      reply.cookies.push('session=abc; HttpOnly');
      reply.headers['x-extra'] = 'yes';
      return { id: params.id, email: body.email };
    });
    const done = await signedIn(event(), {} as never);
    expect(done.cookies).toEqual(['session=abc; HttpOnly']);
    expect(done.headers).toMatchObject({
      'x-extra': 'yes',
      'content-type': 'application/json; charset=utf-8',
    });

    const refused = httpHandler(route, async ({ reply }) => {
      reply.cookies.push('session=; Max-Age=0');
      reply.headers['retry-after'] = '60';
      throw new ApiError(429, 'too_many_login_emails');
    });
    const answer = await refused(event(), {} as never);
    expect(answer).toMatchObject({ statusCode: 429, cookies: ['session=; Max-Age=0'] });
    expect(answer.headers).toMatchObject({ 'retry-after': '60' });

    const plain = await ok(event(), {} as never);
    expect(plain.cookies).toBeUndefined();
  });
});
