import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPublicPage } from '#functions/lib/public-page.ts';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import { localDate } from '#shared/domain/local-time.ts';
import { api } from '#tests/support/api.ts';
import type { TestArtist } from '#tests/support/artists.ts';
import { cloudAndDb } from '#tests/support/cloud-env.ts';
import { onboardedArtist, storedImage } from '#tests/support/portfolio.ts';

const { db } = cloudAndDb();
const day = (days: number) => localDate(new Date(Date.now() + days * 86_400_000), 'Europe/Paris');
const SECRET_STREET = '7 impasse Secrète';

let artist: TestArtist & { pseudo: string };
let flashId: string;
let workId: string;

beforeAll(async () => {
  artist = await onboardedArtist();
  const token = artist.idToken;
  const [avatar, banner, flashImage, workImage] = await Promise.all([
    storedImage(db, artist.sub, 'avatar'),
    storedImage(db, artist.sub, 'banner'),
    storedImage(db, artist.sub, 'flash'),
    storedImage(db, artist.sub, 'work'),
  ]);
  const profile = await api('/me/profile', {
    method: 'PUT',
    token,
    body: {
      displayName: 'Mia Ink',
      bio: 'Fine line in Lyon.',
      avatarImageId: avatar,
      bannerImageId: banner,
      residency: { shopName: 'Atelier Nord', city: 'Lyon', country: 'FR' },
      links: [{ title: 'Instagram', url: 'https://instagram.com/mia' }],
      styles: ['fineline'],
    },
  });
  expect(profile.status).toBe(200);
  for (const [from, to, city] of [
    [-30, -20, 'Past City'],
    [-2, 2, 'Now City'],
    [20, 25, 'Next City'],
  ] as const) {
    const created = await api('/me/travels', {
      token,
      body: {
        startDate: day(from),
        endDate: day(to),
        shopName: `Guest ${city}`,
        address: SECRET_STREET,
        city,
      },
    });
    expect(created.status).toBe(201);
  }
  const flash = await api<{ flashId: string }>('/me/flashes', {
    token,
    body: { title: 'Rose', lengthMm: 50, widthMm: 40, priceCents: 8000, imageIds: [flashImage] },
  });
  expect(flash.status, flash.text).toBe(201);
  flashId = flash.json.flashId;
  const work = await api<{ workId: string }>('/me/works', {
    token,
    body: { title: 'Koi sleeve', type: 'custom', imageIds: [workImage] },
  });
  expect(work.status, work.text).toBe(201);
  workId = work.json.workId;
});

describe('the public page (GET /artists/{pseudo})', () => {
  it('answers the whole page in one response, without signing in', async () => {
    const answer = await api<PublicProfile>(`/artists/${artist.pseudo.toUpperCase()}`);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      pseudo: artist.pseudo,
      displayName: 'Mia Ink',
      bio: 'Fine line in Lyon.',
      residency: { shopName: 'Atelier Nord', city: 'Lyon', country: 'FR' },
      links: [{ title: 'Instagram', url: 'https://instagram.com/mia' }],
      styles: ['fineline'],
      plan: 'free',
      reservations: { requests: true, custom: true, touchups: true },
      unit: 'metric',
      hourFormat: '24',
    });
    expect(answer.json.avatar?.variants.at(-1)?.url).toMatch(/^\/media\/.+\.webp$/);
    expect(answer.json.banner?.width).toBe(1200);
    expect(answer.json.travels.map((t) => [t.city, t.phase])).toEqual([
      ['Now City', 'ongoing'],
      ['Next City', 'upcoming'],
    ]);
    expect(answer.json.flashes.map((f) => f.flashId)).toEqual([flashId]);
    expect(answer.json.works.map((w) => w.workId)).toEqual([workId]);
  });

  it('never shows a travel address, a past travel, the email or the account state', async () => {
    const { text } = await api(`/artists/${artist.pseudo}`);
    expect(text).not.toContain(SECRET_STREET);
    expect(text).not.toContain('Past City');
    expect(text).not.toContain(artist.email);
    expect(text).not.toContain('planStatus');
    expect(text).not.toContain('timezone');
  });

  it('lets browsers and the edge keep it briefly, and never caches a 404', async () => {
    const found = await api(`/artists/${artist.pseudo}`);
    expect(found.headers.get('cache-control')).toBe(
      'public, max-age=30, s-maxage=60, stale-while-revalidate=60',
    );
    const missing = await api('/artists/nobody-here-at-all');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('shows the booking-closed state data when requests are closed', async () => {
    await db.entities.artist.patch({ artistId: artist.sub }).set({ openRequests: false }).go();
    // Written straight to the table, so no event invalidates the edge's copy: read past it.
    const answer = await api<PublicProfile>(`/artists/${artist.pseudo}`, {
      headers: { 'cache-control': 'no-cache' },
    });
    expect(answer.json.reservations).toEqual({ requests: false, custom: true, touchups: true });
    await db.entities.artist.patch({ artistId: artist.sub }).set({ openRequests: true }).go();
  });

  it('reads the table twice: the pseudo on gsi1, then ONE query of the artist page collection', async () => {
    const send = vi.spyOn(DynamoDBDocumentClient.prototype, 'send');
    try {
      const found = await loadPublicPage(artist.pseudo);
      expect(found?.page.flashes).toHaveLength(1);
      const inputs = send.mock.calls.map(([command]) => command.input as Record<string, unknown>);
      expect(inputs).toHaveLength(2);
      expect(inputs[0]).toMatchObject({ IndexName: 'gsi1' });
      expect(inputs[1]).not.toHaveProperty('IndexName');
      expect(inputs[1]?.KeyConditionExpression).toBeDefined();
    } finally {
      send.mockRestore();
    }
  });
});
