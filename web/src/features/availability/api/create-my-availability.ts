import type { Availability, AvailabilityInput } from '../../../../../shared/api/contracts/availability.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `POST /me/availabilities` of `shared/api/routes.ts` (`createMyAvailability`). */
export const createMyAvailabilityEndpoint = { method: 'POST', path: '/me/availabilities' } as const;

export function createMyAvailability(body: AvailabilityInput): Promise<Availability> {
  return artistApi.post<Availability>(createMyAvailabilityEndpoint.path, body);
}
