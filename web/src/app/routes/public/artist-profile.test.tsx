import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import { publicImageFixture as image, roseFlashFields } from '#shared/api/contracts/artists-fixtures.ts';
import { INLINED_PUBLIC_PAGE_ID } from '#shared/domain/inlined-public-page.ts';
import { routes } from '#web/src/app/router.tsx';
import { setRuntimeConfig } from '#web/src/lib/runtime-config.ts';
import { publicPageFetch, testConfig, testPublicProfile } from '#web/src/test/fixtures.ts';
import { renderRoutes } from '#web/src/test/render.tsx';

const page: PublicProfile = {
  ...testPublicProfile,
  avatar: image('avatar', 1200, 1200),
  banner: image('banner', 1600, 600),
  residency: { shopName: 'Atelier Nord', city: 'Lyon', country: 'FR' },
  links: [
    { title: 'Instagram', url: 'https://www.instagram.com/mia' },
    { title: 'Sneaky', url: 'javascript:alert(1)' },
  ],
  styles: ['blackwork', 'japanese'],
  travels: [
    {
      travelId: 't1',
      startDate: '2027-03-10',
      endDate: '2027-03-14',
      shopName: 'Guest Shop',
      city: 'Marseille',
      phase: 'upcoming',
    },
  ],
  flashes: [{ ...roseFlashFields, images: [image('flash', 800, 1000)] }],
  works: [
    {
      workId: 'w1',
      title: 'Koi sleeve',
      type: 'custom',
      images: [image('work', 900, 900)],
      createdAt: '2026-01-02T00:00:00.000Z',
    },
  ],
};

function stubApi(body: PublicProfile) {
  const fetch = vi.fn(publicPageFetch(body));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The calls to the page's own endpoint (the next free slot comes from the slots endpoint). */
const pageCalls = (fetch: ReturnType<typeof stubApi>) =>
  fetch.mock.calls.filter(([url]) => String(url) === '/api/artists/ink-mia');

describe('the public artist page /{pseudo}', () => {
  beforeAll(() => setRuntimeConfig(testConfig));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the whole page from ONE request, and the next free slot beside the booking button', async () => {
    const fetch = stubApi(page);
    renderRoutes(routes, '/ink-mia');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('Mia Ink');
    expect(screen.getByText('Pro')).toBeTruthy();
    expect(screen.getByText('Atelier Nord, Lyon, France')).toBeTruthy();
    expect(screen.getByText('Japanese')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Travels' })).toBeTruthy();
    expect(screen.getByText('Guest Shop, Marseille')).toBeTruthy();
    const period = /March 10 – 14, 2027|10 – 14 March 2027|March 10–14, 2027/;
    expect(within(screen.getByRole('region', { name: 'Travels' })).getByText(period)).toBeTruthy();
    // The header says where to find the artist next: the guest spot's phase, city and dates.
    const guestSpot = screen.getByText('Guest spot').nextElementSibling;
    expect(guestSpot?.textContent).toMatch(/^Upcoming Marseille, /);
    expect(guestSpot?.textContent?.replace(/\s+/g, ' ')).toMatch(period);
    expect(screen.getByRole('heading', { name: 'Flashes' })).toBeTruthy();
    expect(screen.getByText('Rose')).toBeTruthy();
    expect(screen.getByText('Koi sleeve')).toBeTruthy();
    expect(pageCalls(fetch)).toHaveLength(1);
    expect(fetch).toHaveBeenCalledWith('/api/artists/ink-mia', expect.objectContaining({ method: 'GET' }));
    // The booking form's first window of slots, asked with the page: its first slot is the next opening.
    expect(await screen.findByText(/^Next free slot: Wed, Jun 2(,| at) 2:30\sPM$/)).toBeTruthy();
  });

  it('reserves the image boxes: every image has its size, the picture a text alternative', async () => {
    stubApi(page);
    renderRoutes(routes, '/ink-mia');
    const avatar = await screen.findByAltText('Picture of Mia Ink');
    expect(avatar.getAttribute('width')).toBe('1200');
    expect(avatar.getAttribute('height')).toBe('1200');
    const banner = document.querySelector('.profile-header__banner img');
    expect(banner?.getAttribute('alt')).toBe('');
    expect(banner?.getAttribute('loading')).toBe('eager');
    for (const img of document.querySelectorAll('img')) {
      expect(img.getAttribute('width'), img.outerHTML).toBeTruthy();
      expect(img.getAttribute('height'), img.outerHTML).toBeTruthy();
    }
  });

  it('offers to book (the form route), the socials that are web links, and the client portal', async () => {
    stubApi(page);
    renderRoutes(routes, '/ink-mia');
    const book = await screen.findByRole('link', { name: 'Book an appointment' });
    expect(book.getAttribute('href')).toBe('/ink-mia/form');
    const socials = within(screen.getByRole('region', { name: 'Socials and links' })).getAllByRole('link');
    expect(socials).toHaveLength(1);
    expect(socials[0]?.getAttribute('href')).toBe('https://www.instagram.com/mia');
    expect(socials[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    // Instagram reads as the handle, as everywhere in the product (not as "instagram.com").
    expect(socials[0]?.textContent).toBe('Instagram@mia');
    expect(screen.getByRole('link', { name: 'Go to my client space' }).getAttribute('href')).toBe(
      '/portal/login',
    );
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
  });

  it('shows the booking-closed state when requests are closed', async () => {
    stubApi({ ...page, reservations: { requests: false, custom: true, touchups: true } });
    renderRoutes(routes, '/ink-mia', { lng: 'fr' });
    expect(await screen.findByText('Réservations fermées')).toBeTruthy();
    expect(screen.getByText('Mia Ink ne prend pas de nouvelles demandes pour le moment.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Prendre rendez-vous' })).toBeNull();
  });

  it('paints from the data its HTML carries before the API answers, then takes the API’s (ADR 0106)', async () => {
    let answer: (response: Response) => void = () => undefined;
    const served = publicPageFetch({ ...page, bio: 'Read afresh' });
    const fetch = vi.fn((input: RequestInfo | URL) =>
      String(input) === '/api/artists/ink-mia'
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : served(input),
    );
    vi.stubGlobal('fetch', fetch);
    const carried = document.createElement('script');
    carried.type = 'application/json';
    carried.id = INLINED_PUBLIC_PAGE_ID;
    carried.textContent = JSON.stringify({ ...page, bio: 'Carried by the HTML' });
    document.body.append(carried);
    try {
      renderRoutes(routes, '/ink-mia');
      expect(await screen.findByText('Carried by the HTML')).toBeTruthy();
      expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Mia Ink');
      // The API is still read, once, and its answer replaces the carried copy.
      expect(pageCalls(fetch)).toHaveLength(1);
      answer(await served('/api/artists/ink-mia'));
      expect(await screen.findByText('Read afresh')).toBeTruthy();
    } finally {
      carried.remove();
    }
  });

  it('ignores data its HTML carries for another artist', async () => {
    stubApi(page);
    const carried = document.createElement('script');
    carried.type = 'application/json';
    carried.id = INLINED_PUBLIC_PAGE_ID;
    carried.textContent = JSON.stringify({ ...page, pseudo: 'someone-else', bio: 'Not hers' });
    document.body.append(carried);
    try {
      renderRoutes(routes, '/ink-mia');
      expect(await screen.findByText('Atelier Nord, Lyon, France')).toBeTruthy();
      expect(screen.queryByText('Not hers')).toBeNull();
    } finally {
      carried.remove();
    }
  });

  it('leaves out empty sections', async () => {
    stubApi(testPublicProfile);
    renderRoutes(routes, '/ink-mia');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('heading', { name: 'Travels' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Socials and links' })).toBeNull();
  });
});
