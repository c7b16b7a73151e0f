import type { ImageState, ImageUpload } from '#shared/api/contracts/images.ts';
import type { PickerImageType } from './check-file.ts';

/**
 * The API calls an image field makes: announce a file (a presigned POST back), then read its state
 * while the processor works. The artist's own images and a public form's reference images answer
 * the same contracts (`imageUpload`, `imageState`) on different routes.
 */
export interface UploadEndpoints {
  create(file: { contentType: PickerImageType; size: number }): Promise<ImageUpload>;
  /** The API path of an upload's state (the SWR key of its polling). */
  statePath(imageId: string): string;
  state(imageId: string): Promise<ImageState>;
}
