import { describe, expect, it } from 'vitest';
import { inboxRoutes } from '../../../../../shared/api/routes/inbox.ts';
import { acceptMyRequestEndpoint } from './accept-my-request.ts';
import { getMyRequestEndpoint } from './get-my-request.ts';
import { listMyRequestsEndpoint, myRequestsPath } from './list-my-requests.ts';
import { moveMyRequestEndpoint } from './move-my-request.ts';
import { refuseMyRequestEndpoint } from './refuse-my-request.ts';

/** The endpoint files copy method and path from the route table (importing it would bring zod). */
describe('the requests endpoints', () => {
  it.each([
    ['listMyRequests', listMyRequestsEndpoint],
    ['getMyRequest', getMyRequestEndpoint],
    ['acceptMyRequest', acceptMyRequestEndpoint],
    ['refuseMyRequest', refuseMyRequestEndpoint],
    ['moveMyRequest', moveMyRequestEndpoint],
  ] as const)('%s matches shared/api/routes/inbox.ts', (id, endpoint) => {
    expect({ method: inboxRoutes[id].method, path: inboxRoutes[id].path }).toEqual(endpoint);
  });

  it('puts only the set filters in the query', () => {
    expect(myRequestsPath({ status: 'pending', order: 'oldest', priceMin: 0, type: undefined })).toBe(
      '/me/requests?status=pending&order=oldest&priceMin=0',
    );
  });
});
