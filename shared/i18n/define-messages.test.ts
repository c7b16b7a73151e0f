import { describe, expect, it } from 'vitest';
import { joinMessages, withSections } from './define-messages.ts';

describe('joining messages files', () => {
  const a = { fr: { x: 'x fr' }, en: { x: 'x en' }, es: { x: 'x es' } };
  const b = { fr: { y: { z: 'z fr' } }, en: { y: { z: 'z en' } }, es: { y: { z: 'z es' } } };

  it('puts the parts of a section together, in their order, and the sections under their names', () => {
    expect(joinMessages(a, b).en).toEqual({ x: 'x en', y: { z: 'z en' } });
    expect(Object.keys(joinMessages(b, a).fr)).toEqual(['y', 'x']);
    expect(withSections(a, { s: b }).es).toEqual({ x: 'x es', s: { y: { z: 'z es' } } });
  });

  it('refuses a key held by two parts, or a section named like a key', () => {
    expect(() => joinMessages(a, a)).toThrow('the key x is in two parts');
    expect(() => withSections(a, { x: b })).toThrow('the section x is already a key of the namespace');
  });
});
