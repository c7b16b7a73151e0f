import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_CACHE, SLOTS_CACHE } from '#shared/api/cache-control.ts';
import { createEdgeCache, sharedLifetime } from './edge-cache.ts';
import type { HttpResponse } from './lambda-result.ts';

const answer = (cacheControl: string, extra: Partial<HttpResponse> = {}): HttpResponse => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json', 'cache-control': cacheControl },
  cookies: [],
  body: Buffer.from('{}'),
  ...extra,
});

describe('sharedLifetime', () => {
  it('reads s-maxage before max-age, and stale-while-revalidate', () => {
    expect(sharedLifetime(answer('public, max-age=30, s-maxage=60, stale-while-revalidate=90'))).toEqual({
      freshMs: 60_000,
      staleMs: 90_000,
    });
    expect(sharedLifetime(answer('public, max-age=300'))).toEqual({ freshMs: 300_000, staleMs: 0 });
  });

  it('keeps nothing private, unstorable, cookied, failed or without a lifetime', () => {
    expect(sharedLifetime(answer('no-store'))).toBeUndefined();
    expect(sharedLifetime(answer('private, max-age=60'))).toBeUndefined();
    expect(sharedLifetime(answer('public, no-cache, max-age=60'))).toBeUndefined();
    expect(sharedLifetime(answer('public'))).toBeUndefined();
    expect(sharedLifetime(answer('public, s-maxage=60', { cookies: ['a=b'] }))).toBeUndefined();
    expect(sharedLifetime(answer('public, s-maxage=60', { statusCode: 404 }))).toBeUndefined();
  });

  it('gives the public page and its slots a short shared life', () => {
    expect(sharedLifetime(answer(PUBLIC_PAGE_CACHE))?.freshMs).toBeLessThanOrEqual(60_000);
    // The slots are never served stale at the edge: a taken slot shows free for 5 s at most.
    expect(sharedLifetime(answer(SLOTS_CACHE))).toEqual({ freshMs: 5_000, staleMs: 0 });
  });
});

describe('the edge cache', () => {
  it('answers fresh, then stale within stale-while-revalidate, then misses', () => {
    let now = 0;
    const cache = createEdgeCache({ now: () => now });
    const stored = answer('public, s-maxage=10, stale-while-revalidate=20');
    expect(cache.store('/api/artists/ink', stored)).toBe(true);
    now = 9_000;
    expect(cache.lookup('/api/artists/ink', undefined)).toMatchObject({ state: 'hit', ageSeconds: 9 });
    now = 25_000;
    expect(cache.lookup('/api/artists/ink', undefined)).toMatchObject({ state: 'stale' });
    now = 31_000;
    expect(cache.lookup('/api/artists/ink', undefined)).toEqual({ state: 'miss' });
  });

  it('answers afresh a request with no-cache', () => {
    const cache = createEdgeCache();
    cache.store('/api/artists/ink', answer(PUBLIC_PAGE_CACHE));
    expect(cache.lookup('/api/artists/ink', 'no-cache')).toEqual({ state: 'miss' });
    expect(cache.lookup('/api/artists/ink', undefined).state).toBe('hit');
  });

  it('refreshes a stale key once however many visitors see it', async () => {
    let now = 0;
    const cache = createEdgeCache({ now: () => now });
    cache.store('/k', answer('public, s-maxage=1, stale-while-revalidate=60'));
    now = 2_000;
    let fetches = 0;
    let release: (value: HttpResponse) => void = () => undefined;
    const refresh = () => {
      fetches++;
      return new Promise<HttpResponse>((resolve) => {
        release = resolve;
      });
    };
    for (let visitor = 0; visitor < 5; visitor++) cache.revalidate('/k', refresh);
    expect(fetches).toBe(1);
    release(answer('public, s-maxage=1, stale-while-revalidate=60', { body: Buffer.from('{"v":2}') }));
    await new Promise((resolve) => setImmediate(resolve));
    const after = cache.lookup('/k', undefined);
    expect(after.state === 'hit' && after.response.body.toString()).toBe('{"v":2}');
  });

  it('drops exactly what invalidation paths match (exact, or a prefix ending in *)', () => {
    const cache = createEdgeCache();
    for (const key of [
      '/api/artists/ink',
      '/api/artists/ink/slots?from=2026-12-01',
      '/api/artists/inkling',
      '/api/artists/other',
    ])
      cache.store(key, answer(PUBLIC_PAGE_CACHE));
    expect(cache.invalidate(['/api/artists/ink', '/api/artists/ink/*'])).toBe(2);
    expect(cache.lookup('/api/artists/inkling', undefined).state).toBe('hit');
    expect(cache.lookup('/api/artists/other', undefined).state).toBe('hit');
    expect(cache.lookup('/api/artists/ink', undefined).state).toBe('miss');
    expect(cache.invalidations).toBe(1);
  });
});
