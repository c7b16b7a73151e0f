import type { ArtistUploadKind } from '#shared/api/contracts/images.ts';
import { createImageUpload } from './api/create-image-upload.ts';
import { getMyImage, myImagePath } from './api/get-my-image.ts';
import type { UploadEndpoints } from './upload-endpoints.ts';

/** The artist's own images (`POST /me/images`, `GET /me/images/{imageId}`), recorded as `kind`. */
export function artistUploadEndpoints(kind: ArtistUploadKind): UploadEndpoints {
  return {
    create: (file) => createImageUpload({ kind, ...file }),
    statePath: myImagePath,
    state: getMyImage,
  };
}
