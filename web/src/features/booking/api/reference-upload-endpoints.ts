import type { UploadEndpoints } from '#web/src/components/image-upload/upload-endpoints.ts';
import { createReferenceImageUpload } from './create-reference-image-upload.ts';
import { getReferenceImage, referenceImagePath } from './get-reference-image.ts';

/** The image field's calls for a draft's reference images (public routes, no account). */
export function referenceUploadEndpoints(pseudo: string, idempotencyKey: string): UploadEndpoints {
  return {
    create: (file) => createReferenceImageUpload(pseudo, { idempotencyKey, ...file }),
    statePath: (imageId) => referenceImagePath(pseudo, imageId),
    state: (imageId) => getReferenceImage(pseudo, imageId),
  };
}
