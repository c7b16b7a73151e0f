import useSWR from 'swr';
import type { InsightsView } from '#shared/api/contracts/insights.ts';
import * as insightsEndpoints from '#shared/api/endpoints/insights.ts';
import type { PastRange } from '#shared/domain/statistics/insights.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `GET /me/insights` of `shared/api/routes/insights.ts` (`getMyInsights`): a past range's figures. */
function getMyInsights(range: PastRange): Promise<InsightsView> {
  return artistApi.get<InsightsView>(`${insightsEndpoints.getMyInsights.path}?range=${range}`);
}

/** A past range's figures; nothing is asked while `enabled` is false (a Free artist: the API says 403). */
export function useMyInsights(range: PastRange, enabled: boolean) {
  return useSWR<InsightsView, ApiError>(
    enabled ? [insightsEndpoints.getMyInsights.path, range] : null,
    () => getMyInsights(range),
    { keepPreviousData: true },
  );
}
