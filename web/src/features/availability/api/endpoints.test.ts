import { describe, expect, it } from 'vitest';
import { routes } from '../../../../../shared/api/routes.ts';
import { createMyAvailabilityEndpoint } from './create-my-availability.ts';
import { deleteMyAvailabilityEndpoint } from './delete-my-availability.ts';
import { listMyAvailabilitiesEndpoint } from './list-my-availabilities.ts';
import { updateMyAvailabilityEndpoint } from './update-my-availability.ts';

/** The endpoint files copy method and path from the route table (importing it would bring zod). */
describe('the availability endpoints', () => {
  it.each([
    ['listMyAvailabilities', listMyAvailabilitiesEndpoint],
    ['createMyAvailability', createMyAvailabilityEndpoint],
    ['updateMyAvailability', updateMyAvailabilityEndpoint],
    ['deleteMyAvailability', deleteMyAvailabilityEndpoint],
  ] as const)('%s matches shared/api/routes.ts', (id, endpoint) => {
    expect({ method: routes[id].method, path: routes[id].path }).toEqual(endpoint);
  });
});
