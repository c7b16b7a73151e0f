import { describe, expect, it } from 'vitest';
import { isPrivateImageKind, parseUploadKey, uploadKey, variantKey, variantKeyOf } from './media-keys.ts';

const imageId = '0d9c8b7a-6f5e-4d3c-8b2a-1f0e9d8c7b6a';

describe('media keys', () => {
  it('puts originals under uploads/ and variants under media/', () => {
    expect(uploadKey('artist-1', imageId)).toBe(`uploads/artist-1/${imageId}`);
    expect(variantKey('artist-1', imageId, 320)).toBe(`media/artist-1/${imageId}/320.webp`);
  });

  it('reads the owner back from an upload key, and nothing from any other key', () => {
    expect(parseUploadKey(uploadKey('artist-1', imageId))).toEqual({ artistId: 'artist-1', imageId });
    for (const key of [
      variantKey('artist-1', imageId, 320),
      `uploads/artist-1/${imageId}/extra`,
      `uploads/../media/${imageId}`,
      `uploads/artist-1/not-an-id`,
      'uploads/',
    ]) {
      expect(parseUploadKey(key), key).toBeUndefined();
    }
  });

  it('keeps the private kinds, the consent’s ID photo among them, under private/ (ADR 0072, 0088)', () => {
    expect(variantKeyOf('idPhoto', 'artist-1', imageId, 320)).toBe(`private/artist-1/${imageId}/320.webp`);
    expect(isPrivateImageKind('idPhoto')).toBe(true);
    expect(variantKeyOf('work', 'artist-1', imageId, 320)).toBe(`media/artist-1/${imageId}/320.webp`);
  });
});
