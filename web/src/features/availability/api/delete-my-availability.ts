import * as availabilityEndpoints from '#shared/api/endpoints/availability.ts';
import { apiPath } from '#web/src/lib/api-path.ts';
import { artistApi } from '#web/src/lib/artist-api.ts';

/** `DELETE /me/availabilities/{availabilityId}` of `shared/api/routes.ts` (`deleteMyAvailability`). */
export async function deleteMyAvailability(availabilityId: string): Promise<void> {
  await artistApi.delete(apiPath(availabilityEndpoints.deleteMyAvailability.path, { availabilityId }));
}
