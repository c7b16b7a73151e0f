import type { CatalogueLoader } from '../lib/i18n.ts';
import type { LazyWebSection } from '../lib/message-catalogues.ts';
import { travelDemandMessages } from './travel-demand-messages.ts';

/**
 * The app's lazy message sections (`LAZY_WEB_SECTIONS`), one chunk per language each, and a key of
 * each that is present once it is loaded. The pages that show a section wait for it
 * (`useSectionMessages`).
 */
export const sectionMessages: Record<LazyWebSection, { load: CatalogueLoader; probe: string }> = {
  conversations: {
    probe: 'web.conversations.title',
    load: (locale) =>
      ({
        fr: () => import('virtual:inkslot-messages/conversations/fr'),
        en: () => import('virtual:inkslot-messages/conversations/en'),
        es: () => import('virtual:inkslot-messages/conversations/es'),
      })[locale](),
  },
  availability: {
    probe: 'web.availability.title',
    load: (locale) =>
      ({
        fr: () => import('virtual:inkslot-messages/availability/fr'),
        en: () => import('virtual:inkslot-messages/availability/en'),
        es: () => import('virtual:inkslot-messages/availability/es'),
      })[locale](),
  },
  billing: {
    probe: 'web.billing.upgradeTitle',
    load: (locale) =>
      ({
        fr: () => import('virtual:inkslot-messages/billing/fr'),
        en: () => import('virtual:inkslot-messages/billing/en'),
        es: () => import('virtual:inkslot-messages/billing/es'),
      })[locale](),
  },
  insights: {
    probe: 'web.insights.title',
    load: (locale) =>
      ({
        fr: () => import('virtual:inkslot-messages/insights/fr'),
        en: () => import('virtual:inkslot-messages/insights/en'),
        es: () => import('virtual:inkslot-messages/insights/es'),
      })[locale](),
  },
  auth: {
    probe: 'web.auth.login.title',
    load: (locale) =>
      ({
        fr: () => import('virtual:inkslot-messages/auth/fr'),
        en: () => import('virtual:inkslot-messages/auth/en'),
        es: () => import('virtual:inkslot-messages/auth/es'),
      })[locale](),
  },
  features: {
    probe: 'web.features.title',
    load: (locale) =>
      ({
        fr: () => import('virtual:inkslot-messages/features/fr'),
        en: () => import('virtual:inkslot-messages/features/en'),
        es: () => import('virtual:inkslot-messages/features/es'),
      })[locale](),
  },
  account: {
    probe: 'web.account.onboarding.title',
    load: (locale) =>
      ({
        fr: () => import('virtual:inkslot-messages/account/fr'),
        en: () => import('virtual:inkslot-messages/account/en'),
        es: () => import('virtual:inkslot-messages/account/es'),
      })[locale](),
  },
  tutorials: {
    probe: 'web.tutorials.title',
    load: (locale) =>
      ({
        fr: () => import('virtual:inkslot-messages/tutorials/fr'),
        en: () => import('virtual:inkslot-messages/tutorials/en'),
        es: () => import('virtual:inkslot-messages/tutorials/es'),
      })[locale](),
  },
  preferences: {
    probe: 'web.preferences.title',
    load: (locale) =>
      ({
        fr: () => import('virtual:inkslot-messages/preferences/fr'),
        en: () => import('virtual:inkslot-messages/preferences/en'),
        es: () => import('virtual:inkslot-messages/preferences/es'),
      })[locale](),
  },
  notifications: {
    probe: 'web.notifications.title',
    load: (locale) =>
      ({
        fr: () => import('virtual:inkslot-messages/notifications/fr'),
        en: () => import('virtual:inkslot-messages/notifications/en'),
        es: () => import('virtual:inkslot-messages/notifications/es'),
      })[locale](),
  },
  emailTemplates: {
    probe: 'web.emailTemplates.title',
    load: (locale) =>
      ({
        fr: () => import('virtual:inkslot-messages/emailTemplates/fr'),
        en: () => import('virtual:inkslot-messages/emailTemplates/en'),
        es: () => import('virtual:inkslot-messages/emailTemplates/es'),
      })[locale](),
  },
  profileEditor: {
    probe: 'web.profileEditor.title',
    load: (locale) =>
      ({
        fr: () => import('virtual:inkslot-messages/profileEditor/fr'),
        en: () => import('virtual:inkslot-messages/profileEditor/en'),
        es: () => import('virtual:inkslot-messages/profileEditor/es'),
      })[locale](),
  },
  reservations: {
    probe: 'web.reservations.title',
    load: (locale) =>
      ({
        fr: () => import('virtual:inkslot-messages/reservations/fr'),
        en: () => import('virtual:inkslot-messages/reservations/en'),
        es: () => import('virtual:inkslot-messages/reservations/es'),
      })[locale](),
  },
  support: {
    probe: 'web.support.help.title',
    load: (locale) =>
      ({
        fr: () => import('virtual:inkslot-messages/support/fr'),
        en: () => import('virtual:inkslot-messages/support/en'),
        es: () => import('virtual:inkslot-messages/support/es'),
      })[locale](),
  },
  bookings: {
    probe: 'web.bookings.title',
    load: (locale) =>
      ({
        fr: () => import('virtual:inkslot-messages/bookings/fr'),
        en: () => import('virtual:inkslot-messages/bookings/en'),
        es: () => import('virtual:inkslot-messages/bookings/es'),
      })[locale](),
  },
  superadmin: {
    probe: 'web.superadmin.title',
    load: (locale) =>
      ({
        fr: () => import('virtual:inkslot-messages/superadmin/fr'),
        en: () => import('virtual:inkslot-messages/superadmin/en'),
        es: () => import('virtual:inkslot-messages/superadmin/es'),
      })[locale](),
  },
  portal: {
    probe: 'web.portal.pageTitle',
    load: (locale) =>
      ({
        fr: () => import('virtual:inkslot-messages/portal/fr'),
        en: () => import('virtual:inkslot-messages/portal/en'),
        es: () => import('virtual:inkslot-messages/portal/es'),
      })[locale](),
  },
  reschedule: {
    probe: 'web.reschedule.days',
    load: (locale) =>
      ({
        fr: () => import('virtual:inkslot-messages/reschedule/fr'),
        en: () => import('virtual:inkslot-messages/reschedule/en'),
        es: () => import('virtual:inkslot-messages/reschedule/es'),
      })[locale](),
  },
  booking: {
    probe: 'web.booking.pageTitle',
    load: (locale) =>
      ({
        fr: () => import('virtual:inkslot-messages/booking/fr'),
        en: () => import('virtual:inkslot-messages/booking/en'),
        es: () => import('virtual:inkslot-messages/booking/es'),
      })[locale](),
  },
  travelDemand: travelDemandMessages,
};
