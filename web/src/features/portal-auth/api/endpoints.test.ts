import { describe, expect, it } from 'vitest';
import { routes } from '../../../../../shared/api/routes.ts';
import { confirmPortalCodeEndpoint } from './confirm-portal-code.ts';
import { confirmPortalLinkEndpoint } from './confirm-portal-link.ts';
import { logoutPortalEndpoint } from './logout-portal.ts';
import { requestPortalLoginEndpoint } from './request-portal-login.ts';

/** The endpoint files copy method and path from the route table (importing it would bring zod). */
describe('the portal sign-in endpoints', () => {
  it.each([
    ['requestPortalLogin', requestPortalLoginEndpoint],
    ['confirmPortalCode', confirmPortalCodeEndpoint],
    ['confirmPortalLink', confirmPortalLinkEndpoint],
    ['logoutPortal', logoutPortalEndpoint],
  ] as const)('%s matches shared/api/routes.ts', (id, endpoint) => {
    expect({ method: routes[id].method, path: routes[id].path }).toEqual(endpoint);
  });
});
