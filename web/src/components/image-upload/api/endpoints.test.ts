import { describe, expect, it } from 'vitest';
import { routes } from '../../../../../shared/api/routes.ts';
import { createImageUploadEndpoint } from './create-image-upload.ts';
import { getMyImageEndpoint, myImagePath } from './get-my-image.ts';

/** The endpoint files copy method and path from the route table (importing it would bring zod). */
describe('the image endpoints ImageUpload calls', () => {
  it.each([
    ['createImageUpload', createImageUploadEndpoint],
    ['getMyImage', getMyImageEndpoint],
  ] as const)('%s matches shared/api/routes.ts', (id, endpoint) => {
    expect({ method: routes[id].method, path: routes[id].path }).toEqual(endpoint);
  });

  it('fills the image id into the path', () => {
    expect(myImagePath('0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a')).toBe(
      '/me/images/0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a',
    );
  });
});
