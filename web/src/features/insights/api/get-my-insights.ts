import useSWR from 'swr';
import type { InsightsView } from '../../../../../shared/api/contracts/insights.ts';
import type { PastRange } from '../../../../../shared/domain/statistics/insights.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `GET /me/insights` of `shared/api/routes/insights.ts` (`getMyInsights`): a past range's figures. */
export const getMyInsightsEndpoint = { method: 'GET', path: '/me/insights' } as const;

export function getMyInsights(range: PastRange): Promise<InsightsView> {
  return artistApi.get<InsightsView>(`${getMyInsightsEndpoint.path}?range=${range}`);
}

/** A past range's figures; nothing is asked while `enabled` is false (a Free artist: the API says 403). */
export function useMyInsights(range: PastRange, enabled: boolean) {
  return useSWR<InsightsView, ApiError>(
    enabled ? [getMyInsightsEndpoint.path, range] : null,
    () => getMyInsights(range),
    { keepPreviousData: true },
  );
}
