import { describe, expect, it } from 'vitest';
import type { MessageTree } from '#shared/i18n/define-messages.ts';
import { LOCALES } from '#shared/i18n/locales.ts';
import { errors } from '#shared/i18n/messages/errors.ts';
import { validation } from '#shared/i18n/messages/validation.ts';
import { webMessages as web } from './lib/message-catalogues.ts';

/** The SPA's own sources, as text (tests excluded). */
const sources: Record<string, string> = import.meta.glob(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

function leaves(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );
}

const catalogues = LOCALES.map((locale) => ({
  locale,
  keys: new Set([
    ...leaves(web[locale], 'web.'),
    ...leaves(validation[locale], 'validation.'),
    ...leaves(errors[locale], 'errors.'),
  ]),
}));

describe('the SPA messages', () => {
  it('exist in fr, en and es for every key the code names', () => {
    const used = new Set(
      Object.values(sources).flatMap((text) =>
        [...text.matchAll(/'((?:web|validation|errors)\.[\w.]+)'/g)].map((match) => match[1] ?? ''),
      ),
    );
    expect(used.size).toBeGreaterThan(100);
    for (const { locale, keys } of catalogues) {
      // A plural key is named without its form (`t('web.x.count', { count })` reads `count_one`...).
      expect(
        [...used].filter((key) => !keys.has(key) && !keys.has(`${key}_other`)),
        locale,
      ).toEqual([]);
    }
  });

  it('have the same keys in every language', () => {
    const [reference, ...others] = catalogues;
    for (const other of others) expect([...other.keys].sort()).toEqual([...(reference?.keys ?? [])].sort());
  });
});
