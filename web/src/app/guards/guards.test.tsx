import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/src/lib/api-error.ts';
import { AUTH_TOKEN_KEY } from '#web/src/lib/session-token.ts';
import { testArtist } from '#web/src/test/fixtures.ts';
import { renderRoutes } from '#web/src/test/render.tsx';
import { artistAreaLoader } from './artist-area.ts';
import { portalSessionLoader } from './portal-session.ts';
import { subscriptionLoader } from './subscription.ts';

const notFound = () => Promise.reject(new ApiError(404, 'not_found', 'Not found'));

function artistRoutes(
  deps: Parameters<typeof artistAreaLoader>[0],
  planStatus = testArtist.planStatus,
): RouteObject[] {
  return [
    { path: '/login', element: <p>login page</p> },
    {
      path: '/app',
      loader: artistAreaLoader(deps),
      children: [
        { index: true, element: <p>artist home</p> },
        { path: 'onboarding', element: <p>onboarding page</p> },
        { path: 'settings/plan', element: <p>plan page</p> },
        {
          loader: subscriptionLoader(async () => ({ planStatus })),
          children: [{ path: 'profile/flashs', element: <p>flashes page</p> }],
        },
      ],
    },
  ];
}

describe('the auth guard of /app', () => {
  it('sends a visitor who is not signed in to /login with the return path', async () => {
    const fetchMe = vi.fn();
    const { router } = renderRoutes(
      artistRoutes({ hasSession: async () => false, fetchMe }),
      '/app/settings/plan?tab=1',
    );
    await screen.findByText('login page');
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/app/settings/plan?tab=1',
    );
    expect(fetchMe).not.toHaveBeenCalled();
  });

  it('lets a signed-in artist in', async () => {
    const remember = vi.fn();
    renderRoutes(
      artistRoutes({ hasSession: async () => true, fetchMe: async () => testArtist, remember }),
      '/app',
    );
    await screen.findByText('artist home');
    expect(remember).toHaveBeenCalledWith(testArtist);
  });

  it('sends an artist without a profile (GET /api/me 404) to /app/onboarding, asking once', async () => {
    const fetchMe = vi.fn(notFound);
    const { router } = renderRoutes(artistRoutes({ hasSession: async () => true, fetchMe }), '/app');
    await screen.findByText('onboarding page');
    expect(router.state.location.pathname).toBe('/app/onboarding');
    expect(fetchMe).toHaveBeenCalledTimes(1);
  });

  it('passes other failures of GET /api/me to the error page', async () => {
    const routes = artistRoutes({
      hasSession: async () => true,
      fetchMe: () => Promise.reject(new ApiError(500, 'internal', 'boom')),
    });
    routes[1] = { ...routes[1], errorElement: <p>error page</p> };
    renderRoutes(routes, '/app');
    await screen.findByText('error page');
  });
});

describe('the subscription guard', () => {
  const signedIn = { hasSession: async () => true, fetchMe: async () => testArtist };

  it('lets an active plan through (the Free plan is active)', async () => {
    renderRoutes(artistRoutes(signedIn, 'active'), '/app/profile/flashs');
    await screen.findByText('flashes page');
  });

  it('sends an inactive plan to /app/settings/plan', async () => {
    const { router } = renderRoutes(artistRoutes(signedIn, 'inactive'), '/app/profile/flashs');
    await screen.findByText('plan page');
    expect(router.state.location.pathname).toBe('/app/settings/plan');
  });
});

describe('the auth guard of the portal', () => {
  const routes: RouteObject[] = [
    { path: '/portal/login', element: <p>portal login</p> },
    {
      path: '/portal',
      loader: portalSessionLoader(),
      children: [{ path: 'requests', element: <p>requests</p> }],
    },
  ];

  it('sends a client without a session to /portal/login', async () => {
    localStorage.removeItem(AUTH_TOKEN_KEY);
    const { router } = renderRoutes(routes, '/portal/requests');
    await screen.findByText('portal login');
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/portal/requests')}`);
  });

  it('lets a client with a stored session in', async () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'portal-token');
    renderRoutes(routes, '/portal/requests');
    await screen.findByText('requests');
    localStorage.removeItem(AUTH_TOKEN_KEY);
  });
});
