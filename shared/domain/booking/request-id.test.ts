import { describe, expect, it } from 'vitest';
import { requestIdOf, uuidV5 } from './request-id.ts';

describe('request ids', () => {
  it('computes RFC 9562 version 5 UUIDs (the RFC’s DNS example)', () => {
    expect(uuidV5('www.example.com', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
    );
  });

  it('is the same for a retry of one draft, whatever the case of its key', () => {
    const key = '0b6c3f2e-6a53-4f0f-9d36-0f7d2a1d9b01';
    expect(requestIdOf('artist-1', key)).toBe(requestIdOf('artist-1', key.toUpperCase()));
    expect(requestIdOf('artist-1', key)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('differs for another draft or another artist', () => {
    const key = '0b6c3f2e-6a53-4f0f-9d36-0f7d2a1d9b01';
    const other = '0b6c3f2e-6a53-4f0f-9d36-0f7d2a1d9b02';
    expect(requestIdOf('artist-1', key)).not.toBe(requestIdOf('artist-1', other));
    expect(requestIdOf('artist-1', key)).not.toBe(requestIdOf('artist-2', key));
  });
});
