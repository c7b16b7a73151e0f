import { describe, expect, it } from 'vitest';
import { changedFeatures, DEFAULT_FEATURES, featuresOf } from './features.ts';

describe('the artist’s features', () => {
  it('are all on until switched off, for an item written before they existed too', () => {
    expect(featuresOf({})).toEqual(DEFAULT_FEATURES);
    expect(featuresOf({ features: { publicWorks: false } })).toEqual({
      ...DEFAULT_FEATURES,
      publicWorks: false,
    });
  });

  it('keep only the changes of an update', () => {
    const current = { ...DEFAULT_FEATURES, clientMessages: false };
    expect(changedFeatures(current, { clientMessages: false, publicTravels: false })).toEqual({
      publicTravels: false,
    });
    expect(changedFeatures(current, {})).toEqual({});
  });
});
