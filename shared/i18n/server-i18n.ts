import i18next, { type TFunction } from 'i18next';
import { joinMessages, type MessageTree, withSections } from './define-messages.ts';
import { frenchOf } from './elision.ts';
import { FALLBACK_LOCALE, LOCALES, type Locale } from './locales.ts';
import { designErrors, designValidation } from './messages/designs.ts';
import { errors } from './messages/errors.ts';
import { validation } from './messages/validation.ts';
import { buildResources } from './resources.ts';

/**
 * The back end's messages: every function answers API errors and validation messages in the
 * caller's language. The emails' and the link previews' messages are added only by the functions
 * that write them (email-translator.ts, pages-translator.ts), so the others' bundles do not carry
 * them (issue 10: lean functions).
 */
const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  // Design approval's (ADR 0090) only here: the SPA shows the API's own message, so its first-load
  // catalogue (web/src/lib/message-catalogues.ts) does not carry them.
  resources: buildResources({
    validation: withSections(validation, { designs: designValidation }),
    errors: joinMessages(errors, designErrors),
  }),
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
