import type { Resource } from 'i18next';
import { LOCALES, type Locale } from '#shared/i18n/locales.ts';
import { createI18n } from '#web/src/lib/i18n.ts';
import { LAZY_WEB_SECTIONS, messageCatalogue } from '#web/src/lib/message-catalogues.ts';

/**
 * Every language's catalogue of the app with its lazy sections, all at once (the browser loads one
 * language at a time, and the lazy sections with their pages).
 */
const testResources: Resource = Object.fromEntries(
  LOCALES.map((locale) => {
    const app = messageCatalogue('app', locale);
    const lazy = LAZY_WEB_SECTIONS.map((section) => messageCatalogue(section, locale).web);
    return [locale, { translation: { ...app, web: Object.assign({}, app.web, ...lazy) } }];
  }),
);

/** An i18next instance of the app with every message ready synchronously (tests). */
export function createTestI18n(options: { lng?: Locale; languages?: () => readonly string[] } = {}) {
  return createI18n({ ...options, resources: testResources });
}
