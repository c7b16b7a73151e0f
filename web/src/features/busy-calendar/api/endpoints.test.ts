import { describe, expect, it } from 'vitest';
import { routes } from '../../../../../shared/api/routes.ts';
import { busyCalendarEndpoints } from './busy-calendar.ts';

describe('the busy calendar endpoints', () => {
  it.each([
    ['getMyBusyCalendar', busyCalendarEndpoints.get],
    ['setMyBusyCalendar', busyCalendarEndpoints.set],
    ['deleteMyBusyCalendar', busyCalendarEndpoints.delete],
  ] as const)('%s matches shared/api/routes.ts', (id, endpoint) => {
    expect({ method: routes[id].method, path: routes[id].path }).toEqual(endpoint);
  });
});
