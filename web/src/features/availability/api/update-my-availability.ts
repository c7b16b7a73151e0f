import type { Availability, AvailabilityInput } from '#shared/api/contracts/availability.ts';
import * as availabilityEndpoints from '#shared/api/endpoints/availability.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `PUT /me/availabilities/{availabilityId}` of `shared/api/routes.ts` (`updateMyAvailability`): replaces it. */
export function updateMyAvailability(availabilityId: string, body: AvailabilityInput): Promise<Availability> {
  return artistApi.put<Availability>(
    apiPath(availabilityEndpoints.updateMyAvailability.path, { availabilityId }),
    body,
  );
}
