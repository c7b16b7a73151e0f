import { describe, expect, it } from 'vitest';
import { routes } from '../../../../../shared/api/routes.ts';
import { acceptPortalMoveEndpoint } from './accept-portal-move.ts';
import { cancelPortalRequestEndpoint } from './cancel-portal-request.ts';
import { listPortalRequestsEndpoint } from './list-portal-requests.ts';

/** The endpoint files copy method and path from the route table (importing it would bring zod). */
describe('the portal requests endpoints', () => {
  it.each([
    ['listPortalRequests', listPortalRequestsEndpoint],
    ['cancelPortalRequest', cancelPortalRequestEndpoint],
    ['acceptPortalMove', acceptPortalMoveEndpoint],
  ] as const)('%s matches shared/api/routes.ts', (id, endpoint) => {
    expect({ method: routes[id].method, path: routes[id].path }).toEqual(endpoint);
  });
});
