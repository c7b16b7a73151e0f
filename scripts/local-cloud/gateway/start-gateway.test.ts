import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Log } from '#scripts/local-cloud/log.ts';
import { PortInUseError } from '#scripts/local-cloud/ports.ts';
import { ServiceHealth } from '#scripts/local-cloud/service-health.ts';
import type { RouteDefinition } from '#shared/api/route-types.ts';
import { createRouteMatcher } from './route-matcher.ts';
import { type Gateway, type GatewayBackend, startGateway } from './start-gateway.ts';

const routes = [
  { method: 'GET', path: '/things/{id}', auth: 'public', group: 'things', handler: 'x', contract: {} },
  { method: 'POST', path: '/things', auth: 'artist', group: 'things', handler: 'x', contract: {} },
  { method: 'GET', path: '/boom', auth: 'public', group: 'boom', handler: 'x', contract: {} },
] as unknown as RouteDefinition[];

const events: APIGatewayProxyEventV2WithJWTAuthorizer[] = [];
const errors: string[] = [];
const log: Log = { info: () => undefined, error: (_service, message) => errors.push(message) };
const backend: GatewayBackend = {
  match: createRouteMatcher(routes),
  authorize: async (_kind, authorization) =>
    authorization === 'Bearer good'
      ? { ok: true, claims: { sub: 'u1', 'cognito:groups': '[artist]' } }
      : { ok: false, challenge: 'Bearer' },
  invoke: async (group, event) => {
    if (group === 'boom') throw new Error('handler exploded');
    events.push(event as APIGatewayProxyEventV2WithJWTAuthorizer);
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      cookies: ['a=1', 'b=2'],
      body: '{"ok":true}',
    };
  },
  cognitoEndpoint: 'http://127.0.0.1:9',
  runtimeConfig: () => ({
    stage: 'local',
    apiBaseUrl: '/api',
    buildId: 'dev',
    cognito: {
      userPoolId: 'p',
      userPoolClientId: 'c',
      authFlowType: 'USER_PASSWORD_AUTH',
      socialProviders: [],
    },
    features: {},
  }),
};

describe('startGateway', () => {
  const health = new ServiceHealth(['dynamodb']);
  let gateway: Gateway;
  let origin: string;
  beforeAll(async () => {
    gateway = await startGateway({ health: () => health.report(), log: log });
    origin = `http://127.0.0.1:${gateway.port}`;
  });
  afterAll(() => gateway.stop());

  it('answers 503 until the stand-ins are up, and health says which one is starting', async () => {
    const early = await fetch(`${origin}/api/health`);
    expect(early.status).toBe(503);
    expect(await early.json()).toEqual({ status: 'starting', services: { dynamodb: 'starting' } });
    expect((await fetch(`${origin}/api/things/1`)).status).toBe(503);
    expect((await fetch(`${origin}/config.json`)).status).toBe(503);

    gateway.attach(backend);
    health.set('dynamodb', 'ok');
    const ready = await fetch(`${origin}/api/health`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', services: { dynamodb: 'ok' } });
  });

  it('calls the route group with the event and writes its cookies', async () => {
    const response = await fetch(`${origin}/api/things/a%20b?x=1`, { headers: { cookie: 'lang=es' } });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(events.at(-1)).toMatchObject({
      routeKey: 'GET /things/{id}',
      rawPath: '/api/things/a%20b',
      pathParameters: { id: 'a b' },
      queryStringParameters: { x: '1' },
      cookies: ['lang=es'],
      requestContext: { stage: 'api' },
    });
  });

  it('puts verified claims where the JWT authorizer does, and refuses without them', async () => {
    const refused = await fetch(`${origin}/api/things`, { method: 'POST' });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: 'Unauthorized' });
    const accepted = await fetch(`${origin}/api/things`, {
      method: 'POST',
      headers: { authorization: 'Bearer good', 'content-type': 'application/json' },
      body: '{"name":"x"}',
    });
    expect(accepted.status).toBe(200);
    expect(events.at(-1)?.requestContext.authorizer.jwt.claims).toEqual({
      sub: 'u1',
      'cognito:groups': '[artist]',
    });
    expect(events.at(-1)?.body).toBe('{"name":"x"}');
  });

  it('answers 404, 413 and 500 as API Gateway does', async () => {
    const unknown = await fetch(`${origin}/api/other`);
    expect([unknown.status, await unknown.json()]).toEqual([404, { message: 'Not Found' }]);
    const large = await fetch(`${origin}/api/things`, {
      method: 'POST',
      body: new Uint8Array(10 * 1024 * 1024 + 1),
    });
    expect([large.status, await large.json()]).toEqual([413, { message: 'Request Entity Too Large' }]);
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const chunked = await fetch(`${origin}/api/things`, {
      method: 'POST',
      body: new ReadableStream({
        pull(controller) {
          if (sent++ > 10) controller.close();
          else controller.enqueue(chunk);
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    const failing = await fetch(`${origin}/api/boom`);
    expect([failing.status, await failing.json()]).toEqual([500, { message: 'Internal Server Error' }]);
    expect(errors.at(-1)).toMatch(/GET \/boom failed: Error: handler exploded/);
  });

  it('serves config.json and leaves other paths to the web handler', async () => {
    expect(((await (await fetch(`${origin}/config.json`)).json()) as { stage: string }).stage).toBe('local');
    gateway.setWeb((_req, res) => res.end('spa'));
    expect(await (await fetch(`${origin}/artists/x`)).text()).toBe('spa');
  });

  it('fails with an error naming a taken port', async () => {
    await expect(
      startGateway({ port: gateway.port, health: () => health.report(), log: log }),
    ).rejects.toEqual(new PortInUseError(gateway.port, 'the app'));
  });
});
