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
