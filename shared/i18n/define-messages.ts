import type { Locale } from './locales.ts';

/** A namespace's messages: nested objects of strings with i18next `{{placeholders}}`. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

type SameShape<T> = { [K in keyof T]: T[K] extends string ? string : SameShape<T[K]> };

/**
 * One namespace in every language. The French catalogue is the reference (the spec's fallback);
 * TypeScript rejects an English or Spanish catalogue with a missing or extra key, and
 * `messages.test.ts` checks the same at run time.
 */
export function defineMessages<T extends MessageTree>(
  catalogues: { fr: T } & Record<Exclude<Locale, 'fr'>, SameShape<T>>,
) {
  return catalogues as Record<Locale, T>;
}

type Sections = Record<string, Record<Locale, MessageTree>>;
type Catalogues = Record<Locale, MessageTree>;
type Joined<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/**
 * Catalogues whose parts live in files of their own: each section becomes a top-level key of the
 * catalogue in every language (`email` and `./messages/email/*.ts`; an SPA feature's `messages.ts`
 * and its `messages/*.ts`, ADR 0074), so keys still read `web.workspace.nav.today`.
 */
export function withSections<T extends MessageTree, S extends Sections>(
  base: Record<Locale, T>,
  sections: S,
): Record<Locale, T & { [K in keyof S]: S[K][Locale] }> {
  const locales = Object.keys(base) as Locale[];
  return Object.fromEntries(
    locales.map((locale) => {
      const merged: MessageTree = { ...base[locale] };
      for (const [name, section] of Object.entries(sections)) {
        if (name in merged) throw new Error(`the section ${name} is already a key of the namespace`);
        merged[name] = section[locale];
      }
      return [locale, merged];
    }),
  ) as Record<Locale, T & { [K in keyof S]: S[K][Locale] }>;
}

/** One catalogue of parts that each hold some of its top-level keys (a section split by screen). */
export function joinMessages<P extends Catalogues[]>(...parts: P): Record<Locale, Joined<P[number][Locale]>> {
  const [first, ...rest] = parts;
  if (!first) throw new Error('nothing to join');
  return Object.fromEntries(
    (Object.keys(first) as Locale[]).map((locale) => {
      const joined: MessageTree = {};
      for (const part of [first, ...rest]) {
        for (const [key, value] of Object.entries(part[locale])) {
          if (key in joined) throw new Error(`the key ${key} is in two parts`);
          joined[key] = value;
        }
      }
      return [locale, joined];
    }),
  ) as Record<Locale, Joined<P[number][Locale]>>;
}
