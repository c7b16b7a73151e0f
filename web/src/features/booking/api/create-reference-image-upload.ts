import type { ReferenceImageUploadRequest } from '#shared/api/contracts/booking-requests.ts';
import type { ImageUpload } from '#shared/api/contracts/images.ts';
import * as bookingRequestsEndpoints from '#shared/api/endpoints/booking-requests.ts';
import { api } from '#web/src/lib/api.ts';
import { apiPath } from '#web/src/lib/api-path.ts';

/**
 * `POST /artists/{pseudo}/reference-images` of `shared/api/routes.ts` (`createReferenceImageUpload`).
 * A presigned POST for one reference image of the draft named by `idempotencyKey`.
 */
export function createReferenceImageUpload(
  pseudo: string,
  body: ReferenceImageUploadRequest,
): Promise<ImageUpload> {
  return api.post<ImageUpload>(
    apiPath(bookingRequestsEndpoints.createReferenceImageUpload.path, { pseudo }),
    body,
  );
}
