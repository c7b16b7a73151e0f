import { describe, expect, it } from 'vitest';
import { microCache, wantsFresh } from './micro-cache.ts';

describe('microCache', () => {
  it('answers a key from memory until its time is up, and loads again after', async () => {
    let clock = 0;
    let loads = 0;
    const cache = microCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    clock = 999;
    expect(await cache.get('a', load)).toBe(1);
    clock = 1000;
    expect(await cache.get('a', load)).toBe(2);
    expect(await cache.get('b', load)).toBe(3);
  });

  it('loads once for concurrent misses, always for a fresh read, and never keeps a failure', async () => {
    let loads = 0;
    const cache = microCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => 0 });
    const slow = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.get('a', slow), cache.get('a', slow)])).toEqual([1, 1]);
    expect(await cache.get('a', slow, true)).toBe(2);
    expect(await cache.get('a', slow)).toBe(2);
    await expect(cache.get('b', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('b', slow)).toBe(3);
  });

  it('forgets the oldest entry past its size', async () => {
    let loads = 0;
    const cache = microCache<number>({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('b', load)).toBe(2);
    expect(await cache.get('a', load)).toBe(4);
  });

  it('reads the no-cache request header', () => {
    expect(wantsFresh({ 'cache-control': 'no-cache' })).toBe(true);
    expect(wantsFresh({ 'cache-control': 'max-age=0' })).toBe(true);
    expect(wantsFresh({ 'cache-control': 'max-age=60' })).toBe(false);
    expect(wantsFresh(undefined)).toBe(false);
  });
});
