import { describe, expect, it } from 'vitest';
import { routes } from '../../../../../shared/api/routes.ts';
import { getMyClientProfileEndpoint } from './get-my-client-profile.ts';
import { updateMyClientProfileEndpoint } from './update-my-client-profile.ts';

/** The endpoint files copy method and path from the route table (importing it would bring zod). */
describe('the client profile endpoints', () => {
  it.each([
    ['getMyClientProfile', getMyClientProfileEndpoint],
    ['updateMyClientProfile', updateMyClientProfileEndpoint],
  ] as const)('%s matches shared/api/routes.ts', (id, endpoint) => {
    expect({ method: routes[id].method, path: routes[id].path }).toEqual(endpoint);
  });
});
