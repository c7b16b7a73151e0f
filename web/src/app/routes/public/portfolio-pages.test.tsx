import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicProfile } from '#shared/api/contracts/artists.ts';
import { blankPublicProfile } from '#shared/api/contracts/artists-fixtures.ts';
import { routes } from '#web/src/app/router.tsx';
import { testFlashes, testWorks } from '#web/src/features/portfolio/test/portfolio-fixtures.ts';
import { setRuntimeConfig } from '#web/src/lib/runtime-config.ts';
import { jsonResponse, testConfig } from '#web/src/test/fixtures.ts';
import { renderRoutes } from '#web/src/test/render.tsx';

const profile: PublicProfile = { ...blankPublicProfile, flashes: testFlashes, works: testWorks };

function stubApi(body: unknown = profile, status = 200) {
  const fetch = vi.fn(async () => jsonResponse(status, body));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the public flash and work pages', () => {
  beforeAll(() => setRuntimeConfig(testConfig));
  afterEach(() => vi.unstubAllGlobals());

  it('list the flashes in the order of ?sort=, then open one without another request', async () => {
    const user = userEvent.setup();
    const fetch = stubApi();
    const { router } = renderRoutes(routes, '/ink-mia/flashs?sort=price-desc');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Flashes by Mia Ink');
    const list = screen.getByRole('region', { name: 'All flashes' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Dagger', 'Rose', 'Swallow']);
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('price-desc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most recent');
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('link', { name: 'Rose' }));
    expect((await screen.findByRole('heading', { level: 1, name: 'Rose' })).textContent).toBe('Rose');
    expect(router.state.location.pathname).toBe('/ink-mia/flashs/rose');
    expect(screen.getByText('€90')).toBeTruthy();
    expect(screen.getByText('12 × 8.5 cm')).toBeTruthy();
    expect(screen.getByText('Colour or black')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rose, image 2 of 2' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book this flash' }).getAttribute('href')).toBe(
      '/ink-mia/form/flash?flash=rose',
    );
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/api/artists/ink-mia', expect.objectContaining({ method: 'GET' }));
  });

  it('offer no booking link while requests are closed, and say when a flash is gone', async () => {
    stubApi({ ...profile, reservations: { requests: false, custom: false, touchups: false } });
    renderRoutes(routes, '/ink-mia/flashs/swallow', { lng: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Swallow' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Réserver ce flash' })).toBeNull();
    await vi.waitFor(() => expect(document.title).toBe('Swallow – Mia Ink | Inkslot'));
  });

  it('show a missing flash as such, with the way back', async () => {
    stubApi();
    renderRoutes(routes, '/ink-mia/flashs/nope', { lng: 'fr' });
    expect(await screen.findByText('Ce flash n’existe pas ou n’est plus proposé.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tous les flashs' }).getAttribute('href')).toBe(
      '/ink-mia/flashs',
    );
  });

  it('list the works and show one with its images in the artist order', async () => {
    const user = userEvent.setup();
    const fetch = stubApi();
    renderRoutes(routes, '/ink-mia/done', { lng: 'es' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Trabajos de Mia Ink');
    await user.click(screen.getByRole('link', { name: 'Koi sleeve' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Koi sleeve' })).toBeTruthy();
    expect(screen.getByText('Proyecto personalizado')).toBeTruthy();
    const images = screen.getAllByRole('img') as HTMLImageElement[];
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/media/artist-1/img-koi-2/640.webp',
      '/media/artist-1/img-koi-1/640.webp',
    ]);
    expect(images[0]?.getAttribute('loading')).toBe('eager');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('answer an unknown pseudo with the not-found page', async () => {
    stubApi({ error: { code: 'not_found', message: 'Not found' } }, 404);
    renderRoutes(routes, '/ink-zoe/done');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Page not found: /ink-zoe/done',
    );
  });
});
