import useSWR from 'swr';
import type { OpeningAlert } from '#shared/api/contracts/opening-alerts.ts';
import * as alertEndpoints from '#shared/api/endpoints/opening-alerts.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { portalApi } from '#web/src/lib/portal-api.ts';

type Keys = { artistId: string; openingId: string };

/** `GET /portal/opening-alerts/{artistId}/{openingId}` (`getOpeningAlert`): the signed-in address's alert. */
export function useOpeningAlert(keys: Keys) {
  return useSWR<OpeningAlert, ApiError>(
    apiPath(alertEndpoints.getOpeningAlert.path, keys),
    (path: string) => portalApi.get<OpeningAlert>(path),
    { revalidateOnFocus: false },
  );
}

/** `POST .../confirm` (`confirmOpeningAlert`): confirmed once; again answers the same. */
export function confirmOpeningAlert(keys: Keys): Promise<OpeningAlert> {
  return portalApi.post<OpeningAlert>(apiPath(alertEndpoints.confirmOpeningAlert.path, keys), {});
}

/** `DELETE ...` (`stopOpeningAlert`): no email any more for this opening. */
export function stopOpeningAlert(keys: Keys): Promise<OpeningAlert> {
  return portalApi.delete<OpeningAlert>(apiPath(alertEndpoints.stopOpeningAlert.path, keys));
}
