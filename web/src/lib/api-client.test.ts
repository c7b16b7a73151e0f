import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/src/test/fixtures.ts';
import {
  type AuthStrategy,
  createApiClient,
  MAX_CONSECUTIVE_REFRESHES,
  REFRESH_TOKEN_PATH,
  RETRYABLE_STATUSES,
} from './api-client.ts';
import { ApiError } from './api-error.ts';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A fake fetch answering from a queue of handlers (the last one repeats), recording every call. */
function fakeFetch(...handlers: Handler[]) {
  const calls: { url: string; init: RequestInit; headers: Record<string, string> }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, init, headers: init.headers as Record<string, string> });
    const handler = handlers[Math.min(calls.length - 1, handlers.length - 1)];
    if (!handler) throw new Error('no handler');
    return handler(url, init);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

/** A session whose token changes at each refresh (`token-0`, `token-1`, ...). */
function fakeSession(refresh?: () => Promise<void>) {
  let version = 0;
  const strategy = {
    getToken: vi.fn(async () => `token-${version}`),
    refresh: vi.fn(
      refresh ??
        (async () => {
          version += 1;
        }),
    ),
    endSession: vi.fn(),
  } satisfies AuthStrategy;
  return strategy;
}

function client(fetch: typeof globalThis.fetch, strategy: AuthStrategy | null = null) {
  return createApiClient({
    baseUrl: () => '/api',
    fetch,
    auth: () => strategy,
    retryDelayMs: 0,
    message: (code) => `message:${code}`,
  });
}

const ok = () => jsonResponse(200, { ok: true });
const unauthorized = () =>
  jsonResponse(401, { error: { code: 'unauthorized', message: 'Veuillez vous connecter' } });

describe('requests', () => {
  it('go to the API base URL with JSON headers, credentials and the bearer token', async () => {
    const { fetch, calls } = fakeFetch(ok);
    const result = await client(fetch, fakeSession()).get<{ ok: boolean }>('/me');
    expect(result).toEqual({ ok: true });
    expect(calls[0]?.url).toBe('/api/me');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.headers).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: 'Bearer token-0',
    });
  });

  it('carry no Authorization header without a session', async () => {
    const { fetch, calls } = fakeFetch(ok);
    await client(fetch).get('/artists/mia');
    expect(calls[0]?.headers.Authorization).toBeUndefined();
  });

  it('send bodies as JSON and read empty answers as undefined', async () => {
    const { fetch, calls } = fakeFetch(() => new Response(null, { status: 204 }));
    const result = await client(fetch).post('/me/onboarding', { pseudo: 'mia' });
    expect(result).toBeUndefined();
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe(JSON.stringify({ pseudo: 'mia' }));
  });
});

describe('a 401 (spec section 8)', () => {
  it('triggers one refresh and a replay with the new token', async () => {
    const { fetch, calls } = fakeFetch(unauthorized, ok);
    const session = fakeSession();
    await expect(client(fetch, session).get('/me')).resolves.toEqual({ ok: true });
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.headers.Authorization)).toEqual(['Bearer token-0', 'Bearer token-1']);
    expect(session.endSession).not.toHaveBeenCalled();
  });

  it('makes concurrent failing requests wait for the same single refresh', async () => {
    let release = () => {};
    const session = fakeSession();
    session.refresh.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          release = () => {
            session.getToken.mockResolvedValue('token-fresh');
            resolve();
          };
        }),
    );
    const { fetch, calls } = fakeFetch((_url, init) =>
      (init.headers as Record<string, string>).Authorization === 'Bearer token-fresh' ? ok() : unauthorized(),
    );
    const api = client(fetch, session);
    const results = Promise.all([api.get('/me'), api.get('/me'), api.post('/me/onboarding', {})]);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    release();
    await expect(results).resolves.toHaveLength(3);
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(6);
  });

  it('only replays a request that was sent before a refresh that has since completed', async () => {
    const session = fakeSession();
    let answerLate = (_response: Response) => {};
    const late = new Promise<Response>((resolve) => {
      answerLate = resolve;
    });
    const { fetch } = fakeFetch(() => late, unauthorized, ok, ok);
    const api = client(fetch, session);
    const first = api.get('/slow');
    const second = api.get('/fast');
    await expect(second).resolves.toEqual({ ok: true });
    answerLate(unauthorized());
    await expect(first).resolves.toEqual({ ok: true });
    expect(session.refresh).toHaveBeenCalledTimes(1);
  });

  it('ends the session and passes the error on when the refresh fails with 401', async () => {
    const session = fakeSession(async () => {
      throw new ApiError(401, 'unauthorized', 'Veuillez vous connecter');
    });
    const { fetch } = fakeFetch(unauthorized);
    const api = client(fetch, session);
    const failures = await Promise.allSettled([api.get('/me'), api.get('/me')]);
    expect(failures.map((failure) => failure.status)).toEqual(['rejected', 'rejected']);
    const reason = (failures[0] as PromiseRejectedResult).reason;
    expect(reason).toBeInstanceOf(ApiError);
    expect(reason.status).toBe(401);
    expect(session.endSession).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the refresh fails any other way, and passes that error on', async () => {
    const session = fakeSession(async () => {
      throw new ApiError(503, 'unknown', 'unavailable');
    });
    const { fetch } = fakeFetch(unauthorized);
    await expect(client(fetch, session).get('/me')).rejects.toMatchObject({ status: 503 });
    expect(session.endSession).toHaveBeenCalledTimes(1);
  });

  it(`ends the session after ${MAX_CONSECUTIVE_REFRESHES} consecutive refreshes`, async () => {
    const session = fakeSession();
    const { fetch, calls } = fakeFetch(unauthorized);
    await expect(client(fetch, session).get('/me')).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
    });
    expect(session.refresh).toHaveBeenCalledTimes(MAX_CONSECUTIVE_REFRESHES);
    expect(calls).toHaveLength(MAX_CONSECUTIVE_REFRESHES + 1);
    expect(session.endSession).toHaveBeenCalledTimes(1);
  });

  it('counts refreshes in a row only: a successful call resets the count', async () => {
    const session = fakeSession();
    const { fetch } = fakeFetch(unauthorized, ok, unauthorized, ok, unauthorized, ok);
    const api = client(fetch, session);
    await api.get('/a');
    await api.get('/b');
    await api.get('/c');
    expect(session.refresh).toHaveBeenCalledTimes(3);
    expect(session.endSession).not.toHaveBeenCalled();
  });

  it('on the refresh call itself triggers no refresh', async () => {
    const session = fakeSession();
    const { fetch } = fakeFetch(unauthorized);
    await expect(client(fetch, session).post(REFRESH_TOKEN_PATH)).rejects.toMatchObject({ status: 401 });
    expect(session.refresh).not.toHaveBeenCalled();
  });

  it('without a session is passed on as is', async () => {
    const { fetch, calls } = fakeFetch(unauthorized);
    await expect(client(fetch).get('/me')).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(1);
  });
});

describe('retries', () => {
  it.each([...RETRYABLE_STATUSES])('retry a GET once on %i', async (status) => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(status), ok);
    await expect(client(fetch).get('/artists/mia')).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('retry a GET only once', async () => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(503));
    await expect(client(fetch).get('/artists/mia')).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retry a %s', async (method) => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(503), ok);
    await expect(client(fetch).request(method, '/me/onboarding', { body: {} })).rejects.toMatchObject({
      status: 503,
    });
    expect(calls).toHaveLength(1);
  });

  it.each([400, 403, 404, 422])('do not retry a GET on %i', async (status) => {
    const { fetch, calls } = fakeFetch(() => jsonResponse(status));
    await expect(client(fetch).get('/artists/mia')).rejects.toMatchObject({ status });
    expect(calls).toHaveLength(1);
  });
});

describe('errors', () => {
  it("surface the API's error body: localized message, code and field errors", async () => {
    const body = {
      error: {
        code: 'pseudo_taken',
        message: "Ce nom d'utilisateur est déjà pris",
        fields: [
          { path: 'pseudo', key: 'errors.pseudo_taken', message: "Ce nom d'utilisateur est déjà pris" },
        ],
      },
    };
    const { fetch } = fakeFetch(() => jsonResponse(409, body));
    const error = await client(fetch)
      .post('/me/onboarding', {})
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'pseudo_taken',
      message: "Ce nom d'utilisateur est déjà pris",
      fields: body.error.fields,
    });
  });

  it('without a JSON error body carry a generic message', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client(fetch).post('/x')).rejects.toMatchObject({
      status: 502,
      code: 'unknown',
      message: 'message:unknown',
    });
  });

  it('of the network become a network_error', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    await expect(client(fetch).get('/x')).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
      message: 'message:network_error',
    });
  });
});

describe('a refused write', () => {
  it('is told to onError before it is thrown (a suspended account, ADR 0070)', async () => {
    const { fetch } = fakeFetch(() =>
      jsonResponse(403, { error: { code: 'account_suspended', message: 'Votre compte est suspendu' } }),
    );
    const onError = vi.fn();
    const api = createApiClient({ baseUrl: () => '/api', fetch, auth: () => fakeSession(), onError });
    await expect(api.post('/me/profile', { body: {} })).rejects.toMatchObject({ code: 'account_suspended' });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 403, code: 'account_suspended' }));
  });
});
