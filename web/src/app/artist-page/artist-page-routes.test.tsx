import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testFlashes } from '#web/src/features/portfolio/test/portfolio-fixtures.ts';
import { setRuntimeConfig } from '#web/src/lib/runtime-config.ts';
import { publicPageFetch, testConfig, testPublicProfile } from '#web/src/test/fixtures.ts';
import { TestProviders } from '#web/src/test/render.tsx';
import { ArtistPageRoutes } from './artist-page-routes.tsx';

const profile = { ...testPublicProfile, flashes: testFlashes };

function renderAt(path: string) {
  const fetch = vi.fn(publicPageFetch(profile));
  vi.stubGlobal('fetch', fetch);
  const replace = vi.fn();
  vi.stubGlobal('location', { ...window.location, replace });
  render(
    <TestProviders>
      <MemoryRouter initialEntries={[path]}>
        <ArtistPageRoutes />
      </MemoryRouter>
    </TestProviders>,
  );
  return { fetch, replace };
}

describe('the artist-page entry (declarative routes)', () => {
  beforeAll(() => setRuntimeConfig(testConfig));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the artist page, then a lazy flash page, from one request', async () => {
    const user = userEvent.setup();
    const { fetch } = renderAt('/ink-mia');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toContain('Mia Ink');
    await user.click(screen.getByRole('link', { name: 'Rose' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rose' })).toBeTruthy();
    // One request for the page (the other one asks for the slots, for the next opening).
    expect(fetch.mock.calls.filter(([url]) => String(url).endsWith('/artists/ink-mia'))).toHaveLength(1);
  });

  it('loads the app for a link outside the artist pages, replacing the pushed entry', async () => {
    const user = userEvent.setup();
    const { replace } = renderAt('/ink-mia');
    await user.click(await screen.findByRole('link', { name: 'Go to my client space' }));
    expect(replace).toHaveBeenCalledWith('/portal/login');
  });

  it('shows the not-found page, without reloading, when loaded at a path it does not serve', async () => {
    const { replace } = renderAt('/app/bookings');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Page not found: /app/bookings',
    );
    expect(replace).not.toHaveBeenCalled();
  });

  it('answers an unknown pseudo with the not-found page offering the username', async () => {
    renderAt('/ink-zoe/flashs');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Page not found: /ink-zoe/flashs',
    );
    expect(screen.getByRole('link', { name: /ink-zoe/ }).getAttribute('href')).toBe('/signup?pseudo=ink-zoe');
  });
});
