import { describe, expect, it } from 'vitest';
import { frenchOf } from './elision.ts';

describe('French elision', () => {
  it('elides before a vowel or a mute h, not before a consonant', () => {
    expect(frenchOf('Alex')).toBe('d’Alex');
    expect(frenchOf('Émile')).toBe('d’Émile');
    expect(frenchOf('Hugo')).toBe('d’Hugo');
    expect(frenchOf('Amsterdam')).toBe('d’Amsterdam');
    expect(frenchOf('Paris')).toBe('de Paris');
    expect(frenchOf('Léa')).toBe('de Léa');
  });
});
