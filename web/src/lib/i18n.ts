import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALES,
  type Locale,
} from '../../../shared/i18n/locales.ts';
import { errors } from '../../../shared/i18n/messages/errors.ts';
import { validation } from '../../../shared/i18n/messages/validation.ts';
import { web } from '../../../shared/i18n/messages/web.ts';
import { buildResources } from '../../../shared/i18n/resources.ts';

/** The namespaces the SPA speaks, in one `translation` namespace: keys read `web.auth.login.title`. */
export const resources = buildResources({ validation, errors, web });

/** The spec's default language: the first browser language the product speaks, else English. */
export function browserLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const language = tag.slice(0, 2).toLowerCase();
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

export function currentLocale(instance: Pick<I18n, 'resolvedLanguage' | 'language'>): Locale {
  const language = instance.resolvedLanguage ?? instance.language;
  return isLocale(language) ? language : FALLBACK_LOCALE;
}

interface I18nOptions {
  /** The browser's languages (defaults to `navigator.languages`). */
  languages?: () => readonly string[];
  /** A fixed language, without detection or cookie (tests). */
  lng?: Locale;
}

/**
 * One i18next instance: the `lang` cookie first, then the browser language if supported, else
 * English; missing keys fall back to French; the choice is kept in the cookie for one year and set
 * on `<html lang>`.
 */
export function createI18n(options: I18nOptions = {}): I18n {
  const languages = options.languages ?? (() => globalThis.navigator?.languages ?? []);
  const instance = i18next.createInstance();
  if (!options.lng) {
    const detector = new LanguageDetector();
    detector.addDetector({ name: 'browserOrDefault', lookup: () => browserLocale(languages()) });
    instance.use(detector);
  }
  instance.use(initReactI18next);
  instance.on('languageChanged', (language) => {
    if (typeof document !== 'undefined' && isLocale(language)) document.documentElement.lang = language;
  });
  void instance.init({
    resources,
    ...(options.lng && { lng: options.lng }),
    supportedLngs: [...LOCALES],
    fallbackLng: FALLBACK_LOCALE,
    load: 'languageOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    detection: {
      order: ['cookie', 'browserOrDefault'],
      lookupCookie: LOCALE_COOKIE,
      caches: ['cookie'],
      cookieOptions: {
        path: '/',
        sameSite: 'lax',
        maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
        secure: globalThis.location?.protocol === 'https:',
      },
    },
  });
  return instance;
}

/** The app's instance, created by `main.tsx` before the first render. */
let appInstance: I18n | null = null;

export function initI18n(): I18n {
  appInstance ??= createI18n();
  return appInstance;
}

/** Translates outside React (the API client's messages); the key itself before init. */
export function translate(key: string): string {
  return appInstance ? appInstance.t(key as never) : key;
}
