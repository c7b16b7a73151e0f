import { describe, expect, it } from 'vitest';
import { myImagePath } from './get-my-image.ts';

describe('the image paths ImageUpload calls', () => {
  it('fills the image id into the path', () => {
    expect(myImagePath('0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a')).toBe(
      '/me/images/0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a',
    );
  });
});
