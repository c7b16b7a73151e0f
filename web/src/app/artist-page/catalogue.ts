import type { CatalogueLoader } from '#web/src/lib/i18n.ts';

/** The artist pages' messages, one chunk per language: only what those pages show. */
export const artistPageMessages: CatalogueLoader = (locale) =>
  ({
    fr: () => import('virtual:inkslot-messages/artist-page/fr'),
    en: () => import('virtual:inkslot-messages/artist-page/en'),
    es: () => import('virtual:inkslot-messages/artist-page/es'),
  })[locale]();
