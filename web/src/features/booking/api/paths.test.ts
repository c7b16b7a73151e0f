import { describe, expect, it } from 'vitest';
import { artistSlotsPath } from './get-artist-slots.ts';
import { referenceImagePath } from './get-reference-image.ts';

describe('the booking form paths', () => {
  it('fill the pseudo, the image and the slot window into the paths', () => {
    expect(artistSlotsPath('ink-mia')).toBe('/artists/ink-mia/slots?days=31');
    expect(artistSlotsPath('ink-mia', '2026-05-01')).toBe('/artists/ink-mia/slots?from=2026-05-01&days=31');
    expect(referenceImagePath('ink-mia', 'a1')).toBe('/artists/ink-mia/reference-images/a1');
  });
});
