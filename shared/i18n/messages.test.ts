import { describe, expect, it } from 'vitest';
import type { MessageTree } from './define-messages.ts';
import { LOCALES } from './locales.ts';
import { allNamespaces } from './messages/index.ts';

function flatten(tree: MessageTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe.each(Object.entries(allNamespaces))('messages of %s', (_name, catalogues) => {
  const reference = flatten(catalogues.fr);

  it.each(LOCALES)('has every key in %s, none empty', (locale) => {
    const messages = flatten(catalogues[locale]);
    expect([...messages.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, text] of messages) expect(text.trim(), `${locale}:${key}`).not.toBe('');
  });

  it.each(LOCALES)('uses the same placeholders in %s as in French', (locale) => {
    const messages = flatten(catalogues[locale]);
    for (const [key, text] of reference)
      expect(placeholders(messages.get(key) ?? ''), key).toEqual(placeholders(text));
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
