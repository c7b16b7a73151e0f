import { describe, expect, it } from 'vitest';
import { routes } from '../../../../../shared/api/routes.ts';
import { getMyInsightsEndpoint } from './get-my-insights.ts';
import { getMyUpcomingInsightsEndpoint } from './get-my-upcoming-insights.ts';

describe('the insights endpoints', () => {
  it.each([
    ['getMyInsights', getMyInsightsEndpoint],
    ['getMyUpcomingInsights', getMyUpcomingInsightsEndpoint],
  ] as const)('%s matches shared/api/routes.ts', (id, endpoint) => {
    expect({ method: routes[id].method, path: routes[id].path }).toEqual(endpoint);
  });
});
