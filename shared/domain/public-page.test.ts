import { describe, expect, it } from 'vitest';
import { publicProfile } from '#shared/api/contracts/artists.ts';
import { roseFlashFields } from '#shared/api/contracts/artists-fixtures.ts';
import { type ArtistPageItems, artistToday, buildPublicPage } from './public-page.ts';

const ready = (imageId: string, artistId = 'a1') => ({
  artistId,
  imageId,
  status: 'ready',
  width: 1200,
  height: 800,
  placeholder: '#112233',
  variantWidths: [320, 640, 1024],
});

const items: ArtistPageItems = {
  artist: {
    artistId: 'a1',
    pseudo: 'ink-mia',
    displayName: 'Mia Ink',
    bio: 'Fine line.',
    timezone: 'Pacific/Auckland',
    plan: 'pro',
    avatarImageId: 'avatar',
    bannerImageId: 'pending-banner',
    residency: { shopName: 'Atelier', city: 'Lyon', country: 'FR' },
    links: [{ title: 'Instagram', url: 'https://instagram.com/mia' }],
    styles: ['fineline', 'no-longer-offered'],
    openRequests: false,
  },
  travels: [
    {
      travelId: 't-past',
      startDate: '2026-05-01',
      endDate: '2026-05-09',
      shopName: 'Old',
      address: 'Secret 1',
      city: 'Paris',
    },
    {
      travelId: 't-next',
      startDate: '2026-06-01',
      endDate: '2026-06-03',
      shopName: 'Next',
      address: 'Secret 2',
      city: 'Nice',
    },
  ],
  images: [ready('avatar'), { ...ready('pending-banner'), status: 'pending' }, ready('flash-img')],
  flashes: [{ ...roseFlashFields, imageIds: ['flash-img'] }],
  works: [],
};

describe('the public page', () => {
  // 2026-05-09 23:30 in Paris is already 2026-05-10 in Auckland: the travel that ended on the 9th is past.
  const now = new Date('2026-05-09T21:30:00Z');

  it('is built from the collection items and passes the response contract', () => {
    const page = buildPublicPage(items, now);
    expect(publicProfile.parse(page)).toEqual(page);
    expect(page).toMatchObject({
      pseudo: 'ink-mia',
      displayName: 'Mia Ink',
      plan: 'pro',
      residency: { shopName: 'Atelier', city: 'Lyon', country: 'FR' },
      links: [{ title: 'Instagram', url: 'https://instagram.com/mia' }],
      styles: ['fineline'],
      reservations: { requests: false, custom: true, touchups: true },
      unit: 'metric',
    });
    expect(page.avatar?.variants.map((v) => v.width)).toEqual([320, 640, 1024]);
    expect(page.banner).toBeUndefined();
    expect(page.flashes.map((f) => f.flashId)).toEqual(['f1']);
  });

  it("shows travels from the artist's day, in the artist's time zone, without their address", () => {
    const page = buildPublicPage(items, now);
    expect(page.travels.map((t) => t.travelId)).toEqual(['t-next']);
    expect(JSON.stringify(page)).not.toContain('Secret');
  });

  it('leaves out the travels and works the artist switched off, keeping the flashes', () => {
    const page = buildPublicPage(
      { ...items, artist: { ...items.artist, features: { publicTravels: false, publicWorks: false } } },
      now,
    );
    expect(page.travels).toEqual([]);
    expect(page.works).toEqual([]);
    expect(page.flashes.map((f) => f.flashId)).toEqual(['f1']);
    expect(buildPublicPage(items, now).travels).not.toEqual([]);
  });

  it("never shows another artist's image", () => {
    const page = buildPublicPage({ ...items, images: [ready('avatar', 'someone-else')] }, now);
    expect(page.avatar).toBeUndefined();
  });

  it('reads an artist item written before preferences and reservations existed', () => {
    const { unit: _u, openRequests: _o, ...old } = items.artist;
    const page = buildPublicPage({ ...items, artist: { ...old, links: undefined, styles: undefined } }, now);
    expect(page).toMatchObject({
      links: [],
      styles: [],
      unit: 'metric',
      reservations: { requests: true, custom: true, touchups: true },
    });
  });

  it("takes the artist's day in the artist's zone, Paris when unknown", () => {
    expect(artistToday('Pacific/Auckland', now)).toBe('2026-05-10');
    expect(artistToday('Not/AZone', now)).toBe('2026-05-09');
    expect(artistToday(undefined, now)).toBe('2026-05-09');
  });
});
