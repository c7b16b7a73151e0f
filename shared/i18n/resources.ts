import type { MessageTree } from './define-messages.ts';
import { LOCALES, type Locale } from './locales.ts';

/**
 * i18next resources from namespaces: one `translation` namespace per language holding every
 * namespace as a top-level key, so that keys read `validation.emailInvalid` on both sides.
 */
export function buildResources(namespaces: Record<string, Record<Locale, MessageTree>>) {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      {
        translation: Object.fromEntries(
          Object.entries(namespaces).map(([ns, byLocale]) => [ns, byLocale[locale]]),
        ),
      },
    ]),
  ) as Record<Locale, { translation: Record<string, MessageTree> }>;
}
