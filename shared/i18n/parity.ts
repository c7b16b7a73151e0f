import type { MessageTree } from './define-messages.ts';
import { FALLBACK_LOCALE, LOCALES, type Locale } from './locales.ts';

/** A message tree's texts by dotted key. */
function flattenMessages(tree: MessageTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flattenMessages(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/**
 * What keeps a catalogue's languages apart, French the reference: a key missing or extra in a
 * language, an empty text, other `{{placeholders}}`. Empty when fr, en and es say the same things.
 */
export function parityDefects(catalogues: Record<Locale, MessageTree>): string[] {
  const reference = flattenMessages(catalogues[FALLBACK_LOCALE]);
  const defects: string[] = [];
  for (const locale of LOCALES) {
    const messages = flattenMessages(catalogues[locale] ?? {});
    for (const key of reference.keys()) if (!messages.has(key)) defects.push(`${locale}:${key} is missing`);
    for (const [key, text] of messages) {
      const french = reference.get(key);
      if (french === undefined) defects.push(`${locale}:${key} is not in ${FALLBACK_LOCALE}`);
      else if (placeholders(text) !== placeholders(french))
        defects.push(`${locale}:${key} has other placeholders`);
      if (text.trim() === '') defects.push(`${locale}:${key} is empty`);
    }
  }
  return defects;
}
