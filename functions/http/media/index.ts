import { routeGroup } from '../../lib/route-group.ts';
import { handler as createImageUpload } from './create-image-upload.ts';
import { handler as createReferenceImageUpload } from './create-reference-image-upload.ts';
import { handler as getMyImage } from './get-my-image.ts';
import { handler as getReferenceImage } from './get-reference-image.ts';

export const handler = routeGroup('media', {
  createImageUpload,
  getMyImage,
  createReferenceImageUpload,
  getReferenceImage,
});
