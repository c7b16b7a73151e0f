import { describe, expect, it } from 'vitest';
import { negotiateLocale } from './locales.ts';

describe('negotiateLocale', () => {
  it.each([
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['es-MX', 'es'],
    ['de-DE,de;q=0.9,es;q=0.5', 'es'],
    ['de-DE', 'en'],
    ['en;q=0.1,fr;q=0.9', 'fr'],
    ['fr;q=0', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['*', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });
});
