import type { Availability, AvailabilityInput } from '#shared/api/contracts/availability.ts';
import * as availabilityEndpoints from '#shared/api/endpoints/availability.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `POST /me/availabilities` of `shared/api/routes.ts` (`createMyAvailability`). */
export function createMyAvailability(body: AvailabilityInput): Promise<Availability> {
  return artistApi.post<Availability>(availabilityEndpoints.createMyAvailability.path, body);
}
