import useSWR from 'swr';
import type { UpcomingInsightsView } from '#shared/api/contracts/insights.ts';
import * as insightsEndpoints from '#shared/api/endpoints/insights.ts';
import type { UpcomingRange } from '#shared/domain/statistics/upcoming.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/insights/upcoming` (`getMyUpcomingInsights`): the confirmed bookings ahead. */
function getMyUpcomingInsights(range: UpcomingRange): Promise<UpcomingInsightsView> {
  return artistApi.get<UpcomingInsightsView>(
    `${insightsEndpoints.getMyUpcomingInsights.path}?range=${range}`,
  );
}

export function useMyUpcomingInsights(range: UpcomingRange, enabled: boolean) {
  return useSWR<UpcomingInsightsView, ApiError>(
    enabled ? [insightsEndpoints.getMyUpcomingInsights.path, range] : null,
    () => getMyUpcomingInsights(range),
    { keepPreviousData: true },
  );
}
