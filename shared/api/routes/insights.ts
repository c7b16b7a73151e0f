import {
  insightsQuery,
  insightsView,
  upcomingInsightsQuery,
  upcomingInsightsView,
} from '#shared/api/contracts/insights.ts';
import * as endpoints from '#shared/api/endpoints/insights.ts';
import { defineRoutes } from '#shared/api/route-types.ts';

/** The insights page's data (issue 12): Pro only, refused to Free artists by the API itself. */
export const insightRoutes = defineRoutes(endpoints, {
  getMyInsights: {
    handler: 'functions/http/insights/get-my-insights.ts',
    contract: { query: insightsQuery, response: insightsView },
  },
  getMyUpcomingInsights: {
    handler: 'functions/http/insights/get-my-upcoming-insights.ts',
    contract: { query: upcomingInsightsQuery, response: upcomingInsightsView },
  },
});
