import type { Resource } from 'i18next';
import { LOCALES, type Locale } from '../../../shared/i18n/locales.ts';
import { createI18n } from '../lib/i18n.ts';
import { messageCatalogue } from '../lib/message-catalogues.ts';

/** Every language's catalogue of the app, all at once (the browser loads one at a time). */
export const testResources: Resource = Object.fromEntries(
  LOCALES.map((locale) => [locale, { translation: messageCatalogue('app', locale) }]),
);

/** An i18next instance of the app with every message ready synchronously (tests). */
export function createTestI18n(options: { lng?: Locale; languages?: () => readonly string[] } = {}) {
  return createI18n({ ...options, resources: testResources });
}
