import i18next, { type TFunction } from 'i18next';
import type { MessageTree } from './define-messages.ts';
import { frenchOf } from './elision.ts';
import { FALLBACK_LOCALE, LOCALES, type Locale } from './locales.ts';
import { buildResources } from './resources.ts';

/**
 * The back end's messages, in namespaces each added by the functions that render them: the API's
 * errors and validation messages by the HTTP functions (api-translator.ts), the emails' by those
 * that write them (email-translator.ts), the link previews' (pages-translator.ts), the consent
 * group's (consent-translator.ts); so a bundle carries only the words it renders (issue 10: lean
 * functions; issue 30: the consumers no longer carry the API's ~45 KiB of errors and validation).
 */
const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  resources: buildResources({}),
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
});
// `{{firstname, of}}`: `de Léa`, `d’Alex` in French (the templates of other languages do not use it).
instance.services.formatter?.add('of', (value: string, lng) => (lng === 'fr' ? frenchOf(value) : value));

/** Adds namespaces to the back end's messages (`email.…`, `pages.…` keys). */
export function addServerNamespaces(namespaces: Record<string, Record<Locale, MessageTree>>) {
  for (const [locale, bundle] of Object.entries(buildResources(namespaces)))
    instance.addResourceBundle(locale, 'translation', bundle.translation, true, true);
}

/** A translator for one language; keys are `namespace.path`, e.g. `validation.emailInvalid`. */
export function translator(locale: Locale): TFunction {
  return instance.getFixedT(locale);
}
