import { describe, expect, it } from 'vitest';
import { parityDefects } from './parity.ts';

describe('parityDefects', () => {
  const fr = { a: 'Bonjour {{name}}', b: { c: 'Oui' } };

  it('finds nothing when every language says the same things', () => {
    expect(
      parityDefects({
        fr,
        en: { a: 'Hello {{name}}', b: { c: 'Yes' } },
        es: { a: 'Hola {{name}}', b: { c: 'Sí' } },
      }),
    ).toEqual([]);
  });

  it('names a key missing, extra or empty in a language, and other placeholders', () => {
    expect(
      parityDefects({
        fr,
        en: { a: 'Hello', b: { c: 'Yes', d: 'More' } },
        es: { a: 'Hola {{name}}', b: { c: ' ' } },
      }),
    ).toEqual(['en:a has other placeholders', 'en:b.d is not in fr', 'es:b.c is empty']);
    expect(
      parityDefects({ fr, en: { a: 'Hello {{name}}' }, es: { a: 'Hola {{name}}', b: { c: 'Sí' } } }),
    ).toEqual(['en:b.c is missing']);
  });
});
