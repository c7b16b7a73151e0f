import { apiPath } from '../../../lib/api-path.ts';
import { artistApi } from '../../../lib/artist-api.ts';

/** `DELETE /me/availabilities/{availabilityId}` of `shared/api/routes.ts` (`deleteMyAvailability`). */
export const deleteMyAvailabilityEndpoint = {
  method: 'DELETE',
  path: '/me/availabilities/{availabilityId}',
} as const;

export async function deleteMyAvailability(availabilityId: string): Promise<void> {
  await artistApi.delete(apiPath(deleteMyAvailabilityEndpoint.path, { availabilityId }));
}
