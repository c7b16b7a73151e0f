import type { CatalogueLoader } from '../lib/i18n.ts';

/**
 * The guest-spot demand form's words (`web.travelDemand`, a lazy section), on their own: the artist
 * page's lazy form imports only them, not the table of every section (section-messages.ts).
 */
export const travelDemandMessages: { load: CatalogueLoader; probe: string } = {
  probe: 'web.travelDemand.title',
  load: (locale) =>
    ({
      fr: () => import('virtual:inkslot-messages/travelDemand/fr'),
      en: () => import('virtual:inkslot-messages/travelDemand/en'),
      es: () => import('virtual:inkslot-messages/travelDemand/es'),
    })[locale](),
};
