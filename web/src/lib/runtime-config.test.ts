import { describe, expect, it, vi } from 'vitest';
import { runtimeConfig } from '#shared/config/runtime-config.ts';
import { jsonResponse, testConfig } from '#web/src/test/fixtures.ts';
import {
  getRuntimeConfig,
  loadRuntimeConfig,
  parseRuntimeConfig,
  RUNTIME_CONFIG_PATH,
  runtimeConfigLoaded,
} from './runtime-config.ts';

describe('the runtime config', () => {
  it('tells who waits for it once it is loaded, and at once afterwards', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    const loading = loadRuntimeConfig(fetch as unknown as typeof globalThis.fetch);
    let told = false;
    const waited = runtimeConfigLoaded().then(() => {
      told = true;
    });
    await Promise.resolve();
    expect(told).toBe(false);
    answer(jsonResponse(200, testConfig));
    await loading;
    await waited;
    expect(told).toBe(true);
    await expect(runtimeConfigLoaded()).resolves.toBeUndefined();
  });

  it('is fetched from /config.json at startup', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, testConfig));
    await expect(loadRuntimeConfig(fetch as unknown as typeof globalThis.fetch)).resolves.toEqual(testConfig);
    expect(fetch).toHaveBeenCalledWith(RUNTIME_CONFIG_PATH, expect.objectContaining({ cache: 'no-store' }));
    expect(getRuntimeConfig()).toEqual(testConfig);
  });

  it('accepts what the shared zod schema accepts', () => {
    const sample = runtimeConfig.parse({
      ...testConfig,
      cognito: {
        ...testConfig.cognito,
        oauthDomain: 'auth.example.com',
        socialProviders: ['Google', 'SignInWithApple'],
      },
    });
    expect(parseRuntimeConfig(sample)).toEqual(sample);
  });

  it('rejects a config without the ids the app needs', () => {
    expect(() => parseRuntimeConfig({ ...testConfig, apiBaseUrl: undefined })).toThrow(/apiBaseUrl/);
    expect(() =>
      parseRuntimeConfig({ ...testConfig, cognito: { ...testConfig.cognito, authFlowType: 'X' } }),
    ).toThrow();
    expect(() => parseRuntimeConfig(null)).toThrow();
  });

  it('fails when /config.json cannot be read', async () => {
    const fetch = vi.fn(async () => new Response('no', { status: 404 }));
    await expect(loadRuntimeConfig(fetch as unknown as typeof globalThis.fetch)).rejects.toThrow(/404/);
  });
});
