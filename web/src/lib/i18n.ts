import i18next, {
  type BackendModule,
  type i18n as I18n,
  type LanguageDetectorModule,
  type Resource,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { MessageTree } from '#shared/i18n/define-messages.ts';
import { FALLBACK_LOCALE, isLocale, LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { reloadOnAssetError } from './asset-reload.ts';
import { detectedLocale, keepLocale } from './locale-cookie.ts';

/** One language's messages (one `translation` namespace: keys read `web.auth.login.title`). */
export type CatalogueLoader = (locale: Locale) => Promise<{ default: Record<string, MessageTree> }>;

export function currentLocale(instance: Pick<I18n, 'resolvedLanguage' | 'language'>): Locale {
  const language = instance.resolvedLanguage ?? instance.language;
  return isLocale(language) ? language : FALLBACK_LOCALE;
}

/**
 * i18next's language detector for the spec's rule: the `lang` cookie when it names a supported
 * language, else the browser's language if supported, else English. i18next keeps the language it
 * settles on (detected or chosen) with `cacheUserLanguage`: the cookie, for one year.
 */
function localeDetector(languages: () => readonly string[]): LanguageDetectorModule {
  return {
    type: 'languageDetector',
    init: () => undefined,
    detect() {
      return detectedLocale(languages());
    },
    cacheUserLanguage(language) {
      keepLocale(language);
    },
  };
}

/** i18next's backend over a catalogue loader: the shown language's chunk, loaded on demand. */
function catalogueBackend(load: CatalogueLoader): BackendModule {
  // A chunk gone with a new deployment reloads the page (once per 10 s per path), as lazy routes do.
  const loadCatalogue = (locale: Locale) => reloadOnAssetError(() => load(locale))();
  return {
    type: 'backend',
    init: () => undefined,
    read(language, _namespace, callback) {
      if (!isLocale(language)) return callback(null, {});
      loadCatalogue(language).then(
        (catalogue) => callback(null, catalogue.default),
        (error: unknown) => callback(error as Error, null),
      );
    },
  };
}

/**
 * A supported language needs no other one: its catalogue already has French under it (built by
 * `message-catalogues.ts`), so the fallback never costs a second download. An unsupported language
 * falls back to French.
 */
const FALLBACKS = {
  ...Object.fromEntries(LOCALES.map((locale) => [locale, []])),
  default: [FALLBACK_LOCALE],
};

/** Each instance's `init`, settled once its language is loaded. */
const ready = new WeakMap<I18n, Promise<unknown>>();

interface I18nOptions {
  /** The browser's languages (defaults to `navigator.languages`). */
  languages?: () => readonly string[];
  /** A fixed language, without detection or cookie (tests). */
  lng?: Locale;
  /** Loads the shown language's catalogue (the app's entries). */
  load?: CatalogueLoader;
  /** Every language's messages at once, ready synchronously (tests). */
  resources?: Resource;
}

/**
 * One i18next instance: the `lang` cookie first, then the browser language if supported, else
 * English; missing keys fall back to French; the choice is kept in the cookie for one year and set
 * on `<html lang>`. With `load`, only the shown language is downloaded (another one on a switch);
 * wait for `i18nReady` before the first render.
 */
export function createI18n(options: I18nOptions = {}): I18n {
  const languages = options.languages ?? (() => globalThis.navigator?.languages ?? []);
  const instance = i18next.createInstance();
  if (!options.lng) instance.use(localeDetector(languages));
  if (options.load) instance.use(catalogueBackend(options.load));
  instance.use(initReactI18next);
  instance.on('languageChanged', (language) => {
    if (typeof document !== 'undefined' && isLocale(language)) document.documentElement.lang = language;
  });
  ready.set(
    instance,
    instance.init({
      ...(options.resources && { resources: options.resources }),
      ...(options.lng && { lng: options.lng }),
      supportedLngs: [...LOCALES],
      fallbackLng: FALLBACKS,
      load: 'languageOnly',
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    }),
  );
  return instance;
}

/** Resolves once the instance's language is loaded (rejects when its catalogue cannot be). */
export async function i18nReady(instance: I18n): Promise<void> {
  await ready.get(instance);
  if (!instance.hasResourceBundle(instance.language, 'translation')) {
    throw new Error(`the ${instance.language} messages could not be loaded`);
  }
}

/** The app's instance, created by the entry (`main.tsx`, `artist-page.tsx`) before the first render. */
let appInstance: I18n | null = null;

export function initI18n(load: CatalogueLoader): I18n {
  appInstance ??= createI18n({ load });
  return appInstance;
}

/** The lazy sections loaded so far (section-messages.ts): a language switch loads them too. */
const sectionLoaders = new Set<CatalogueLoader>();

export function rememberSectionLoader(load: CatalogueLoader): void {
  sectionLoaders.add(load);
}

/**
 * Shows `instance` in `locale` (kept in the cookie like any choice); resolves once its messages are
 * in: the app's catalogue, then the lazy sections already shown, before the switch, so an open page
 * (a half-filled form) changes language in place instead of waiting for its words again.
 */
export async function switchLanguage(instance: I18n, locale: Locale): Promise<void> {
  if (instance.resolvedLanguage === locale) return;
  await instance.loadLanguages(locale);
  await Promise.all(
    [...sectionLoaders].map(async (load) => {
      const catalogue = await load(locale);
      instance.addResourceBundle(locale, 'translation', catalogue.default, true, true);
    }),
  );
  await instance.changeLanguage(locale);
}

/** The app's instance in `locale` (the account's language, after sign-in). */
export async function changeAppLanguage(locale: Locale): Promise<void> {
  if (appInstance) await switchLanguage(appInstance, locale);
}

/** Translates outside React (the API client's messages); the key itself before init. */
export function translate(key: string): string {
  return appInstance ? appInstance.t(key as never) : key;
}
