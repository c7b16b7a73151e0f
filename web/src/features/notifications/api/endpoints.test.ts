import { describe, expect, it } from 'vitest';
import { routes } from '../../../../../shared/api/routes.ts';
import { getMyNotificationSettingsEndpoint } from './get-my-notification-settings.ts';
import { updateMyNotificationSettingsEndpoint } from './update-my-notification-settings.ts';

/** The endpoint files copy method and path from the route table (importing it would bring zod). */
describe('the notification settings endpoints', () => {
  it.each([
    ['getMyNotificationSettings', getMyNotificationSettingsEndpoint],
    ['updateMyNotificationSettings', updateMyNotificationSettingsEndpoint],
  ] as const)('%s matches shared/api/routes.ts', (id, endpoint) => {
    expect({ method: routes[id].method, path: routes[id].path }).toEqual(endpoint);
  });
});
