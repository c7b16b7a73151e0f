import { isLocale, LOCALE_COOKIE, type Locale, negotiateLocale } from '#shared/i18n/locales.ts';

/**
 * The hints a built SPA page carries (`web/message-preloads-plugin.ts`): per language, the chunks of
 * the messages its first paint waits for. Inert as the bucket serves the page; the pages function
 * keeps the visitor's language's as `<link rel="modulepreload">` (ADR 0106).
 */
const HINT = /[ \t]*<meta name="inkslot-messages" data-locale="([a-z]{2})" content="([^"]*)" \/>\n?/g;

/** The hints' tags, one per language (paths of the build's own chunks: no quote, no space). */
export function messagePreloadHints(chunks: Record<string, readonly string[]>): string {
  return Object.entries(chunks)
    .filter(([locale]) => isLocale(locale))
    .map(
      ([locale, files]) =>
        `    <meta name="inkslot-messages" data-locale="${locale}" content="${files.join(' ')}" />\n`,
    )
    .join('');
}

/**
 * The language the SPA will show, as its detector picks it: the `lang` cookie when it names a
 * supported language, else the first supported one of Accept-Language. A request carrying neither
 * (CloudFront's default behaviour forwards no header nor cookie, and keys its cache on neither)
 * gets `fallback`, the artist's language: the likeliest of a visitor arriving from the artist's
 * link. A wrong guess only costs a preload the page does not use.
 */
export function visitorLocale(
  cookies: readonly string[] | undefined,
  acceptLanguage: string | undefined,
  fallback: Locale,
): Locale {
  const prefix = `${LOCALE_COOKIE}=`;
  const kept = cookies
    ?.flatMap((cookie) => cookie.split(/;\s*/))
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
  if (isLocale(kept)) return kept;
  // With the browser's languages, the app's own rule (none supported: English).
  return acceptLanguage ? negotiateLocale(acceptLanguage) : fallback;
}

/** The booking form's route chunks in the app's page (`web/message-preloads-plugin.ts`). */
const FORM_HINT = /[ \t]*<meta name="inkslot-form-modules" content="([^"]*)" \/>\n?/g;

export function formModuleHint(files: readonly string[]): string {
  return files.length > 0 ? `    <meta name="inkslot-form-modules" content="${files.join(' ')}" />\n` : '';
}

/** Modulepreload links for the build's own scripts among `files` (space-separated). */
function modulePreloads(files: string): string {
  return files
    .split(' ')
    .filter((file) => /^\/assets\/[\w.-]+\.js$/.test(file))
    .map((file) => `    <link rel="modulepreload" crossorigin href="${file}" />\n`)
    .join('');
}

/**
 * The page with its hints replaced: modulepreload links for `locale`'s message chunks, and for the
 * booking form's route chunks on the form's paths (`form`); nothing for the others.
 */
export function withMessagePreloads(html: string, locale: Locale, form = false): string {
  return html
    .replace(HINT, (_hint, hinted: string, files: string) => (hinted === locale ? modulePreloads(files) : ''))
    .replace(FORM_HINT, (_hint, files: string) => (form ? modulePreloads(files) : ''));
}
