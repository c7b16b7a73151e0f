import {
  insightsQuery,
  insightsView,
  upcomingInsightsQuery,
  upcomingInsightsView,
} from '../contracts/insights.ts';
import { defineRoute } from '../route-types.ts';

/** The insights page's data (issue 12): Pro only, refused to Free artists by the API itself. */
export const insightRoutes = {
  getMyInsights: defineRoute({
    auth: 'artist',
    group: 'insights',
    method: 'GET',
    path: '/me/insights',
    handler: 'functions/http/insights/get-my-insights.ts',
    contract: { query: insightsQuery, response: insightsView },
  }),
  getMyUpcomingInsights: defineRoute({
    auth: 'artist',
    group: 'insights',
    method: 'GET',
    path: '/me/insights/upcoming',
    handler: 'functions/http/insights/get-my-upcoming-insights.ts',
    contract: { query: upcomingInsightsQuery, response: upcomingInsightsView },
  }),
} as const;
