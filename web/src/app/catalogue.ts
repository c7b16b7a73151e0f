import type { CatalogueLoader } from '#web/src/lib/i18n.ts';

/** The app's messages, one chunk per language: every namespace the SPA speaks. */
export const appMessages: CatalogueLoader = (locale) =>
  ({
    fr: () => import('virtual:inkslot-messages/app/fr'),
    en: () => import('virtual:inkslot-messages/app/en'),
    es: () => import('virtual:inkslot-messages/app/es'),
  })[locale]();
