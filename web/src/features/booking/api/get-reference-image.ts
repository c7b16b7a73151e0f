import type { ImageState } from '#shared/api/contracts/images.ts';
import * as bookingRequestsEndpoints from '#shared/api/endpoints/booking-requests.ts';
import { api } from '#web/src/lib/api.ts';
import { apiPath } from '#web/src/lib/api-path.ts';

/** `GET /artists/{pseudo}/reference-images/{imageId}` of `shared/api/routes.ts` (`getReferenceImage`). */
export function referenceImagePath(pseudo: string, imageId: string): string {
  return apiPath(bookingRequestsEndpoints.getReferenceImage.path, { pseudo, imageId });
}

/** Where a reference upload is: pending while the processor checks it, then ready or rejected. */
export function getReferenceImage(pseudo: string, imageId: string): Promise<ImageState> {
  return api.get<ImageState>(referenceImagePath(pseudo, imageId));
}
