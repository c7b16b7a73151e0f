import { describe, expect, it } from 'vitest';
import { allNamespaces } from './messages/index.ts';
import { parityDefects } from './parity.ts';

describe.each(Object.entries(allNamespaces))('messages of %s', (_name, catalogues) => {
  it('has every key in fr, en and es, none empty, with the same placeholders', () => {
    expect(parityDefects(catalogues)).toEqual([]);
  });
});

describe('spec wording', () => {
  it('keeps the validation messages of the spec', () => {
    const { validation } = allNamespaces;
    expect(validation.fr.emailRequired).toBe('Adresse email requise');
    expect(validation.en.emailRequired).toBe('Email address is required');
    expect(validation.fr.emailInvalid).toBe('Adresse email invalide');
    expect(validation.en.emailInvalid).toBe('Invalid email address');
    expect(validation.fr.passwordsDoNotMatch).toBe('Les mots de passe ne correspondent pas');
    expect(validation.en.passwordsDoNotMatch).toBe('Passwords do not match');
  });
});
