import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '#web/src/lib/runtime-config.ts';
import { jsonResponse, publicPageFetch, testConfig, testPublicProfile } from '#web/src/test/fixtures.ts';
import { renderRoutes } from '#web/src/test/render.tsx';
import { routes } from './router.tsx';

function stubApi(handler: (url: string) => Response) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => handler(String(input)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the routes', () => {
  beforeAll(() => setRuntimeConfig(testConfig));
  afterEach(() => vi.unstubAllGlobals());

  it("answer an unknown route with 'Page not found: {path}'", async () => {
    renderRoutes(routes, '/some/where/else');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Page not found: /some/where/else',
    );
    await waitFor(() => expect(document.title).toBe('Page not found | Inkslot'));
  });

  it('serve /404, naming the missing page when given', async () => {
    renderRoutes(routes, '/404?path=/old-page', { lng: 'fr' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Page introuvable : /old-page',
    );
  });

  it("show an artist's public profile, titled with the display name", async () => {
    const fetch = vi.fn(publicPageFetch(testPublicProfile));
    vi.stubGlobal('fetch', fetch);
    renderRoutes(routes, '/ink-mia');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('Mia Ink');
    expect(screen.getByText('Fine line')).toBeTruthy();
    expect(screen.getByText('Pro')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/artists/ink-mia', expect.objectContaining({ method: 'GET' }));
    await waitFor(() => expect(document.title).toBe('Mia Ink | Inkslot'));
  });

  it('offer to claim an unknown pseudo', async () => {
    stubApi(() => jsonResponse(404, { error: { code: 'not_found', message: 'Not found' } }));
    renderRoutes(routes, '/ink-zoe');
    const claim = await screen.findByRole('link', { name: 'Claim “ink-zoe”' });
    expect(claim.getAttribute('href')).toBe('/signup?pseudo=ink-zoe');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found: /ink-zoe');
  });

  it("title the customer pages 'Portail | Inkslot'", async () => {
    renderRoutes(routes, '/portal/login', { lng: 'fr' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Accéder à mon espace client',
    );
    await waitFor(() => expect(document.title).toBe('Portail | Inkslot'));
  });

  it('show the landing page at /', async () => {
    renderRoutes(routes, '/');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Your tattoo bookings, made simple',
    );
    for (const link of screen.getAllByRole('link', { name: 'Create my page' }))
      expect(link.getAttribute('href')).toBe('/signup');
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Pro' }).textContent).toContain('€19');
    expect(screen.getByText('Do my clients need an account?').closest('details')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of use' }).getAttribute('href')).toBe('/terms');
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/privacy');
    await waitFor(() => expect(document.title).toBe('Booking for tattoo artists | Inkslot'));
  });

  it('show the terms of use and the privacy policy in the shown language, with their contents', async () => {
    renderRoutes(routes, '/privacy', { lng: 'es' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Política de privacidad');
    const contents = screen.getByRole('navigation', { name: 'Índice' });
    expect(contents.querySelector('a[href="#cookies"]')?.textContent).toBe(
      'Cookies y almacenamiento del navegador',
    );
    expect(screen.getByText(/la cookie «lang»/)).toBeTruthy();
    renderRoutes(routes, '/terms', { lng: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Conditions d’utilisation' })).toBeTruthy();
  });
});
