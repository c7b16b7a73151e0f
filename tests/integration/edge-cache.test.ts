import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_CACHE } from '#shared/api/cache-control.ts';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import { createDb } from '#shared/db/service.ts';
import { api } from '#tests/support/api.ts';
import { applyCloudEnv } from '#tests/support/cloud-env.ts';
import { onboardedArtist, storedImage } from '#tests/support/portfolio.ts';

/**
 * CloudFront's cache in front of the public page, as the local gateway plays it (ADR 0039): answers
 * kept for their `s-maxage`, and the `edge-cache` consumer invalidating the artist's paths through the
 * real CloudFront SDK client when an event changes what the page shows.
 */
const db = createDb({ tableName: applyCloudEnv().tableName });
let artist: Awaited<ReturnType<typeof onboardedArtist>>;

beforeAll(async () => {
  artist = await onboardedArtist();
});

const page = (headers: Record<string, string> = {}) =>
  api<PublicProfile>(`/artists/${artist.pseudo}`, { headers });

describe('the edge cache of the public page', () => {
  it('keeps the page for its s-maxage: the second visitor gets it from the edge', async () => {
    const first = await page();
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_PAGE_CACHE);
    const second = await page();
    expect(second.headers.get('x-cache')).toBe('Hit from cloudfront');
    expect(Number(second.headers.get('age'))).toBeGreaterThanOrEqual(0);
    expect(second.json).toEqual(first.json);
  });

  it('answers afresh a visitor who asks with no-cache (the artist right after an edit)', async () => {
    await page();
    expect((await page({ 'cache-control': 'no-cache' })).headers.get('x-cache')).toBe('Miss from cloudfront');
  });

  it('shows a new flash within seconds: its event invalidates the artist’s paths', async () => {
    expect((await page()).headers.get('x-cache')).toMatch(/^(Hit|Miss) from cloudfront$/);
    expect((await page()).headers.get('x-cache')).toBe('Hit from cloudfront');
    const image = await storedImage(db, artist.sub, 'flash');
    const created = await api<{ flashId: string }>('/me/flashes', {
      token: artist.idToken,
      body: { title: 'Edge rose', lengthMm: 50, widthMm: 40, priceCents: 8000, imageIds: [image] },
    });
    expect(created.status, created.text).toBe(201);
    await expect
      .poll(async () => (await page()).json.flashes?.map((flash) => flash.title), { timeout: 10_000 })
      .toContain('Edge rose');
  });

  it('caches the slots too, and never a private or failed answer', async () => {
    const slots = `/artists/${artist.pseudo}/slots`;
    await api(slots);
    expect((await api(slots)).headers.get('x-cache')).toBe('Hit from cloudfront');
    // After slot_taken the form reads with a `fresh` query string: another key, past the edge.
    const fresh = await api(`${slots}?fresh=${Date.now()}`);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('x-cache')).toBe('Miss from cloudfront');
    await api('/artists/nobody-at-the-edge');
    const missing = await api('/artists/nobody-at-the-edge');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-cache')).toBe('Miss from cloudfront');
    const me = await api('/me/profile', { token: artist.idToken });
    expect(me.headers.get('x-cache')).toBeNull();
  });
});
