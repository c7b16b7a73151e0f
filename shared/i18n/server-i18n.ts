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
let instance: ReturnType<typeof i18next.createInstance> | undefined;
/** Namespaces added before the first translation: built into the instance when it is made. */
const pending: Record<string, Record<Locale, MessageTree>>[] = [];

function addTo(
  target: ReturnType<typeof i18next.createInstance>,
  namespaces: Record<string, Record<Locale, MessageTree>>,
) {
  for (const [locale, bundle] of Object.entries(buildResources(namespaces)))
    target.addResourceBundle(locale, 'translation', bundle.translation, true, true);
}

/**
 * The i18next instance, made at the first translation rather than at import: its set-up (the
 * formatters' `Intl` objects, the resources of every namespace) is not paid by a cold start that
 * answers without a word to translate (ADR 0105).
 */
function ready() {
  if (instance) return instance;
  const created = i18next.createInstance();
  void created.init({
    initAsync: false,
    resources: buildResources({}),
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [...LOCALES],
    interpolation: { escapeValue: false },
  });
  // `{{firstname, of}}`: `de Léa`, `d’Alex` in French (the templates of other languages do not use it).
  created.services.formatter?.add('of', (value: string, lng) => (lng === 'fr' ? frenchOf(value) : value));
  for (const namespaces of pending.splice(0)) addTo(created, namespaces);
  instance = created;
  return created;
}

/** Adds namespaces to the back end's messages (`email.…`, `pages.…` keys). */
export function addServerNamespaces(namespaces: Record<string, Record<Locale, MessageTree>>) {
  if (instance) addTo(instance, namespaces);
  else pending.push(namespaces);
}

/** A translator for one language; keys are `namespace.path`, e.g. `validation.emailInvalid`. */
export function translator(locale: Locale): TFunction {
  return ready().getFixedT(locale);
}
