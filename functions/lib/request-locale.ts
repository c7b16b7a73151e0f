import { isLocale, LOCALE_COOKIE, type Locale, negotiateLocale } from '#shared/i18n/locales.ts';

/** The caller's language: the SPA's language cookie first, then Accept-Language, else English. */
export function requestLocale(
  headers: Record<string, string | undefined>,
  cookies: string[] | undefined,
): Locale {
  for (const cookie of cookies ?? []) {
    for (const part of cookie.split(';')) {
      const [name, value] = part.trim().split('=');
      if (name === LOCALE_COOKIE && isLocale(value)) return value;
    }
  }
  return negotiateLocale(headers['accept-language']);
}
