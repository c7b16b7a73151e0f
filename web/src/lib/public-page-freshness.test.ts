import { afterEach, describe, expect, it } from 'vitest';
import { markPublicPageEdited, publicPageNeedsRevalidation } from './public-page-freshness.ts';

describe('reading the public page right after an edit', () => {
  afterEach(() => localStorage.clear());

  it('skips the browser cache for the edited page until its cached copy has expired', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    expect(publicPageNeedsRevalidation('ink-mia', now)).toBe(false);
    markPublicPageEdited('ink-mia', now);
    expect(publicPageNeedsRevalidation('ink-mia', now + 1000)).toBe(true);
    expect(publicPageNeedsRevalidation('someone-else', now + 1000)).toBe(false);
    expect(publicPageNeedsRevalidation('ink-mia', now + 91_000)).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});
