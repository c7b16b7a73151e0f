import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '#web/src/test/fixtures.ts';
import { createApiClient } from './api-client.ts';
import { PORTAL_LOGIN_PATH, PORTAL_REFRESH_LOCK, portalAuthStrategy } from './portal-auth-strategy.ts';
import { AUTH_TOKEN_KEY } from './session-token.ts';

function setup(handler: (url: string, init: RequestInit) => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return handler(String(input), init);
  }) as unknown as typeof globalThis.fetch;
  const assign = vi.fn();
  const strategy = portalAuthStrategy({ baseUrl: () => '/api', fetch, assign });
  const api = createApiClient({ baseUrl: () => '/api', fetch, auth: () => strategy, retryDelayMs: 0 });
  return { api, calls, assign, strategy };
}

describe('the portal session', () => {
  beforeEach(() => localStorage.clear());

  it('uses the stored auth_token as the bearer', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'portal-1');
    const { api, calls } = setup(() => jsonResponse(200, {}));
    await api.get('/portal/requests');
    expect((calls[0]?.init.headers as Record<string, string> | undefined)?.Authorization).toBe(
      'Bearer portal-1',
    );
  });

  it('refreshes with POST /auth/refresh-token (no body, credentials), stores accessToken and replays', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    const { api, calls } = setup((url, init) => {
      if (url === '/api/auth/refresh-token') return jsonResponse(200, { accessToken: 'fresh' });
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer fresh' ? jsonResponse(200, { ok: true }) : jsonResponse(401);
    });
    await expect(api.get('/portal/requests')).resolves.toEqual({ ok: true });
    const refresh = calls.find((call) => call.url === '/api/auth/refresh-token');
    expect(refresh?.init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(refresh?.init.body).toBeUndefined();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('fresh');
  });

  it('removes auth_token and goes to /portal/login when the refresh answers 401', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'expired');
    const { api, assign } = setup(() =>
      jsonResponse(401, { error: { code: 'unauthorized', message: 'Veuillez vous connecter' } }),
    );
    await expect(api.get('/portal/requests')).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(assign).toHaveBeenCalledWith(PORTAL_LOGIN_PATH);
  });

  it("runs each refresh under the portal's Web Lock, so two tabs never send the same cookie", async () => {
    const held: string[] = [];
    const request = vi.fn(async (name: string, run: () => Promise<unknown>) => {
      held.push(name);
      return run();
    });
    vi.stubGlobal('navigator', { ...globalThis.navigator, locks: { request } });
    try {
      const { strategy, calls } = setup(() => jsonResponse(200, { accessToken: 'fresh' }));
      await strategy.refresh();
      expect(held).toEqual([PORTAL_REFRESH_LOCK]);
      expect(calls).toHaveLength(1);
      expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('fresh');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('rejects a refresh answer without accessToken', async () => {
    const { strategy } = setup(() => jsonResponse(200, {}));
    await expect(strategy.refresh()).rejects.toMatchObject({ status: 401 });
  });
});
