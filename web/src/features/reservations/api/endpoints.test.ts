import { describe, expect, it } from 'vitest';
import { routes } from '../../../../../shared/api/routes.ts';
import { getMyReservationSettingsEndpoint } from './get-my-reservation-settings.ts';
import { updateMyReservationSettingsEndpoint } from './update-my-reservation-settings.ts';

/** The endpoint files copy method and path from the route table (importing it would bring zod). */
describe('the reservation settings endpoints', () => {
  it.each([
    ['getMyReservationSettings', getMyReservationSettingsEndpoint],
    ['updateMyReservationSettings', updateMyReservationSettingsEndpoint],
  ] as const)('%s matches shared/api/routes.ts', (id, endpoint) => {
    expect({ method: routes[id].method, path: routes[id].path }).toEqual(endpoint);
  });
});
