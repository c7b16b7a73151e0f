import useSWR from 'swr';
import type { MyOpening, OpeningInputBody } from '#shared/api/contracts/openings.ts';
import * as reservationsEndpoints from '#shared/api/endpoints/reservations.ts';
import type { ApiError } from '#web/src/lib/api-error.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

const PATH = reservationsEndpoints.getMyOpening.path;

/** `GET /me/opening` (`getMyOpening`); read again every 10 s while it is open (the live count). */
export function useMyOpening() {
  return useSWR<MyOpening, ApiError>(PATH, () => artistApi.get<MyOpening>(PATH), {
    revalidateOnFocus: true,
    refreshInterval: (data) => (data?.opening?.state === 'open' ? 10_000 : 0),
  });
}

/** `PUT /me/opening` (`scheduleMyOpening`): schedules one, or edits the one not started yet. */
export function scheduleMyOpening(body: OpeningInputBody): Promise<MyOpening> {
  return artistApi.put<MyOpening>(reservationsEndpoints.scheduleMyOpening.path, body);
}

/** `DELETE /me/opening` (`cancelMyOpening`). */
export function cancelMyOpening(): Promise<MyOpening> {
  return artistApi.delete<MyOpening>(reservationsEndpoints.cancelMyOpening.path);
}
