import i18next, { type TFunction } from 'i18next';
import { frenchOf } from './elision.ts';
import { FALLBACK_LOCALE, LOCALES, type Locale } from './locales.ts';
import { email } from './messages/email.ts';
import { errors } from './messages/errors.ts';
import { pages } from './messages/pages.ts';
import { validation } from './messages/validation.ts';
import { buildResources } from './resources.ts';

/** The namespaces the back end speaks (API errors, validation messages, emails, link previews). */
export const serverNamespaces = { validation, errors, email, pages };

const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  resources: buildResources(serverNamespaces),
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [...LOCALES],
  interpolation: { escapeValue: false },
});
// `{{firstname, of}}`: `de Léa`, `d’Alex` in French (the templates of other languages do not use it).
instance.services.formatter?.add('of', (value: string, lng) => (lng === 'fr' ? frenchOf(value) : value));

/** A translator for one language; keys are `namespace.path`, e.g. `validation.emailInvalid`. */
export function translator(locale: Locale): TFunction {
  return instance.getFixedT(locale);
}
