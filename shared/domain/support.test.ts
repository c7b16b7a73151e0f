import { describe, expect, it } from 'vitest';
import { rankSuggestions } from './support.ts';

describe('rankSuggestions', () => {
  it('puts the most voted first, then the newest', () => {
    const ranked = rankSuggestions([
      { id: 'a', votes: 1, createdAt: '2026-11-01T00:00:00Z' },
      { id: 'b', votes: 5, createdAt: '2026-10-01T00:00:00Z' },
      { id: 'c', votes: 1, createdAt: '2026-11-20T00:00:00Z' },
    ]);
    expect(ranked.map((item) => item.id)).toEqual(['b', 'c', 'a']);
  });
});
