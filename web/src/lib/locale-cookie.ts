import {
  browserLocale,
  isLocale,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  type Locale,
} from '#shared/i18n/locales.ts';

/**
 * The `lang` cookie (spec: one year), read and written the same way by the SPA's i18next detector
 * (`i18n.ts`) and the prerendered pages' script (`static-pages/enhance.ts`). No i18next here.
 */
function keptLocale(): Locale | undefined {
  const prefix = `${LOCALE_COOKIE}=`;
  const found = globalThis.document?.cookie.split(/;\s*/).find((cookie) => cookie.startsWith(prefix));
  const value = found && decodeURIComponent(found.slice(prefix.length));
  return isLocale(value) ? value : undefined;
}

/** The spec's rule: the kept choice, else the browser's language if supported, else English. */
export function detectedLocale(languages: readonly string[]): Locale {
  return keptLocale() ?? browserLocale(languages);
}

export function keepLocale(locale: string): void {
  if (typeof document === 'undefined') return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, written once per language choice
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}
