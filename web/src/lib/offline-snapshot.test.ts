import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import {
  forgetOffline,
  keepOffline,
  keptOffline,
  openedOffline,
  read,
  readOffline,
} from './offline-snapshot.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    size: () => items.size,
  };
}
const as = (owner: string | null) => async () => owner;

describe('what Today keeps for reading offline (ADR 0099)', () => {
  it('gives the signed-in artist what was kept, as of when', async () => {
    const storage = memoryStorage();
    const now = new Date('2026-11-28T09:30:00Z');
    await keepOffline('/me/today', { pending: 2 }, { owner: as('artist-a'), storage, now });
    expect(await readOffline('/me/today', { owner: as('artist-a'), storage })).toEqual({
      data: { pending: 2 },
      savedAt: '2026-11-28T09:30:00.000Z',
    });
    expect(await readOffline('/me', { owner: as('artist-a'), storage })).toBeUndefined();
  });

  it('never gives one artist’s day to another on the same device, and drops it at their first answer', async () => {
    const storage = memoryStorage();
    await keepOffline('/me/today', { who: 'a' }, { owner: as('artist-a'), storage });
    await keepOffline('/me', { who: 'a' }, { owner: as('artist-a'), storage });
    expect(await readOffline('/me/today', { owner: as('artist-b'), storage })).toBeUndefined();
    expect(await readOffline('/me/today', { owner: as(null), storage })).toBeUndefined();

    await keepOffline('/me/today', { who: 'b' }, { owner: as('artist-b'), storage });
    expect(await readOffline('/me', { owner: as('artist-b'), storage })).toBeUndefined();
    expect(await readOffline('/me/today', { owner: as('artist-a'), storage })).toBeUndefined();
    expect((await readOffline('/me/today', { owner: as('artist-b'), storage }))?.data).toEqual({ who: 'b' });
  });

  it('keeps nothing signed out, and nothing after sign-out', async () => {
    const storage = memoryStorage();
    await keepOffline('/me/today', { who: 'nobody' }, { owner: as(null), storage });
    expect(storage.size()).toBe(0);
    await keepOffline('/me/today', { who: 'a' }, { owner: as('artist-a'), storage });
    forgetOffline(storage);
    expect(storage.size()).toBe(0);
    expect(await readOffline('/me/today', { owner: as('artist-a'), storage })).toBeUndefined();
  });

  it('offline past the token’s hour, reads as the artist the guard opened it for, until sign-out', async () => {
    const storage = memoryStorage();
    await keepOffline('/me/today', { who: 'a' }, { owner: as('artist-a'), storage });
    expect(read(storage)?.owner).toBe('artist-a');
    expect(await readOffline('/me/today', { owner: as(null), storage })).toBeUndefined();
    openedOffline.owner = 'artist-b';
    expect(await readOffline('/me/today', { owner: as(null), storage })).toBeUndefined();
    openedOffline.owner = 'artist-a';
    expect((await readOffline('/me/today', { owner: as(null), storage }))?.data).toEqual({ who: 'a' });
    forgetOffline(storage);
    expect(read(storage)).toBeNull();
    expect(openedOffline.owner).toBeNull();
    await keepOffline('/me/today', { who: 'a' }, { owner: as('artist-a'), storage });
    expect(await readOffline('/me/today', { owner: as(null), storage })).toBeUndefined();
  });

  it('reads a damaged snapshot as none', async () => {
    const storage = memoryStorage();
    storage.setItem('inkslot:offline:v1', '{not json');
    expect(await readOffline('/me/today', { owner: as('artist-a'), storage })).toBeUndefined();
  });
});

describe('a list kept for reading offline', () => {
  it('answers the kept list when the network fails, and only then', async () => {
    const storage = memoryStorage();
    const options = { owner: as('artist-a'), storage };
    let answer: () => Promise<string[]> = async () => ['Lena Moreau'];
    const list = keptOffline(() => answer(), options);
    expect(await list('/me/bookings?tab=upcoming')).toEqual(['Lena Moreau']);
    await vi.waitFor(async () =>
      expect(await readOffline('/me/bookings?tab=upcoming', options)).toBeDefined(),
    );

    answer = async () => {
      throw new ApiError(0, 'network_error', 'Cannot connect.');
    };
    expect(await list('/me/bookings?tab=upcoming')).toEqual(['Lena Moreau']);
    // Another list was never kept: the network's error stands.
    await expect(list('/me/bookings?tab=past')).rejects.toThrow('Cannot connect.');
    // The API's own refusal is not hidden behind a kept answer.
    answer = async () => {
      throw new ApiError(403, 'forbidden', 'Forbidden.');
    };
    await expect(list('/me/bookings?tab=upcoming')).rejects.toThrow('Forbidden.');
    // Nor is another artist given it.
    answer = async () => {
      throw new ApiError(0, 'network_error', 'Cannot connect.');
    };
    const theirs = keptOffline(() => answer(), { owner: as('artist-b'), storage });
    await expect(theirs('/me/bookings?tab=upcoming')).rejects.toThrow('Cannot connect.');
  });
});
