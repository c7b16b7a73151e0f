import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '#shared/api/contracts/images.ts';
import { checkFile } from './check-file.ts';

describe('checkFile', () => {
  it('accepts JPEG, PNG and WebP up to 10 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(checkFile({ type, size: MAX_IMAGE_BYTES })).toBeUndefined();
  });

  it('refuses other types, files over 10 MB and empty files', () => {
    for (const type of ['image/svg+xml', 'text/html', 'image/gif', 'image/heic', ''])
      expect(checkFile({ type, size: 100 }), type).toBe('type');
    expect(checkFile({ type: 'image/jpeg', size: MAX_IMAGE_BYTES + 1 })).toBe('tooLarge');
    expect(checkFile({ type: 'image/png', size: 0 })).toBe('empty');
  });
});
