import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * Lazy sections, so the workspace's first load carries none of them: the consent of Today's
 * appointments (`web.todayConsent.*`, ADR 0088), loaded with the badges once Today is shown; the
 * install step (`web.todayInstall.*`) and the offline banner (`web.todayOffline.*`, ADR 0099),
 * loaded with them.
 */
export const lazyMessages = defineMessages({
  fr: {
    todayInstall: {
      title: 'Installez Inkslot sur votre téléphone',
      install: 'Installer',
      ios: 'Dans Safari, touchez Partager puis « Sur l’écran d’accueil ».',
      menu: 'Dans le menu de votre navigateur, choisissez « Installer l’application » ou « Ajouter à l’écran d’accueil ».',
      state: 'À faire',
    },
    todayOffline: {
      title: 'Hors connexion',
      asOf: 'Votre journée telle qu’elle était le {{time}}.',
      needsNetwork:
        'Répondre aux demandes, changer un rendez-vous ou ouvrir votre page demandent une connexion.',
      listAsOf: 'Données du {{time}}',
      nextDays: '14 prochains jours',
      nextDaysNone: 'Aucun autre rendez-vous dans les 14 prochains jours.',
      pending: 'Demandes en attente',
      pendingNone: 'Aucune demande en attente.',
      wanted: 'souhaité le {{date}}',
      asked: 'Reçue le {{date}}',
    },
    todayConsent: {
      waiting: 'Consentement à signer',
      overdue: 'Consentement en retard',
      signed: 'Consentement signé',
      flagged_one: '{{count}} réponse à vérifier',
      flagged_other: '{{count}} réponses à vérifier',
    },
  },
  en: {
    todayInstall: {
      title: 'Install Inkslot on your phone',
      install: 'Install',
      ios: 'In Safari, tap Share, then Add to Home Screen.',
      menu: 'In your browser’s menu, choose Install app or Add to Home screen.',
      state: 'To do',
    },
    todayOffline: {
      title: 'You’re offline',
      asOf: 'Your day as of {{time}}.',
      needsNetwork: 'Answering requests, changing a booking or opening your page need a connection.',
      listAsOf: 'As of {{time}}',
      nextDays: 'Next 14 days',
      nextDaysNone: 'No other booking in the next 14 days.',
      pending: 'Pending requests',
      pendingNone: 'No request waiting.',
      wanted: 'for {{date}}',
      asked: 'Asked {{date}}',
    },
    todayConsent: {
      waiting: 'Consent to sign',
      overdue: 'Consent overdue',
      signed: 'Consent signed',
      flagged_one: '{{count}} answer to check',
      flagged_other: '{{count}} answers to check',
    },
  },
  es: {
    todayInstall: {
      title: 'Instala Inkslot en tu móvil',
      install: 'Instalar',
      ios: 'En Safari, toca Compartir y luego «Añadir a pantalla de inicio».',
      menu: 'En el menú de tu navegador, elige «Instalar aplicación» o «Añadir a pantalla de inicio».',
      state: 'Pendiente',
    },
    todayOffline: {
      title: 'Sin conexión',
      asOf: 'Tu día tal como estaba el {{time}}.',
      needsNetwork: 'Responder a solicitudes, cambiar una cita o abrir tu página necesitan conexión.',
      listAsOf: 'Datos del {{time}}',
      nextDays: 'Próximos 14 días',
      nextDaysNone: 'Ninguna otra cita en los próximos 14 días.',
      pending: 'Solicitudes pendientes',
      pendingNone: 'Ninguna solicitud pendiente.',
      wanted: 'para el {{date}}',
      asked: 'Recibida el {{date}}',
    },
    todayConsent: {
      waiting: 'Consentimiento por firmar',
      overdue: 'Consentimiento atrasado',
      signed: 'Consentimiento firmado',
      flagged_one: '{{count}} respuesta que revisar',
      flagged_other: '{{count}} respuestas que revisar',
    },
  },
});
