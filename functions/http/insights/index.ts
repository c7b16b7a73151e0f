import { routeGroup } from '#functions/lib/route-group.ts';
import { handler as getMyInsights } from './get-my-insights.ts';
import { handler as getMyUpcomingInsights } from './get-my-upcoming-insights.ts';

export const handler = routeGroup('insights', { getMyInsights, getMyUpcomingInsights });
