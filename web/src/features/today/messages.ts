import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * The consent of Today's appointments (`web.todayConsent.*`, ADR 0088): a lazy section, loaded with the
 * badges once Today is shown, so the workspace's first load does not carry them.
 */
export const lazyMessages = defineMessages({
  fr: {
    todayConsent: {
      waiting: 'Consentement à signer',
      overdue: 'Consentement en retard',
      signed: 'Consentement signé',
      flagged_one: '{{count}} réponse à vérifier',
      flagged_other: '{{count}} réponses à vérifier',
    },
  },
  en: {
    todayConsent: {
      waiting: 'Consent to sign',
      overdue: 'Consent overdue',
      signed: 'Consent signed',
      flagged_one: '{{count}} answer to check',
      flagged_other: '{{count}} answers to check',
    },
  },
  es: {
    todayConsent: {
      waiting: 'Consentimiento por firmar',
      overdue: 'Consentimiento atrasado',
      signed: 'Consentimiento firmado',
      flagged_one: '{{count}} respuesta que revisar',
      flagged_other: '{{count}} respuestas que revisar',
    },
  },
});
