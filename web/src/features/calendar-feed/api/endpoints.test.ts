import { describe, expect, it } from 'vitest';
import { routes } from '../../../../../shared/api/routes.ts';
import { calendarFeedEndpoints } from './calendar-feed.ts';

describe('the calendar feed endpoints', () => {
  it.each([
    ['getMyCalendarFeed', calendarFeedEndpoints.get],
    ['createMyCalendarFeed', calendarFeedEndpoints.create],
    ['deleteMyCalendarFeed', calendarFeedEndpoints.delete],
  ] as const)('%s matches shared/api/routes.ts', (id, endpoint) => {
    expect({ method: routes[id].method, path: routes[id].path }).toEqual(endpoint);
  });
});
