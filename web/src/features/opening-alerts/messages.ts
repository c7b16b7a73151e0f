import { defineMessages } from '#shared/i18n/define-messages.ts';

/** `/portal/opening-alerts/:artistId/:openingId` (ADR 0100): confirm or stop an alert, `web.openingAlert.*`. */
export const lazyMessages = defineMessages({
  fr: {
    openingAlert: {
      title: 'Ouverture de {{artist}}',
      asked:
        'Confirmez votre adresse pour recevoir un email quand les réservations de {{artist}} ouvriront, le {{when}}.',
      askedNoDate:
        'Confirmez votre adresse pour recevoir un email quand les réservations de {{artist}} ouvriront.',
      confirm: 'Confirmer mon adresse',
      confirmed:
        'C’est confirmé : vous recevrez un seul email quand les réservations de {{artist}} ouvriront.',
      told: 'Les réservations de {{artist}} sont ouvertes : vous avez reçu l’email de l’ouverture.',
      none: 'Vous ne recevrez pas d’email pour cette ouverture.',
      stop: 'Ne plus être prévenu·e',
      page: 'Voir la page de {{artist}}',
      error: 'Cela n’a pas fonctionné. Réessayez dans un instant.',
    },
  },
  en: {
    openingAlert: {
      title: '{{artist}}’s book opening',
      asked: 'Confirm your address to get an email when {{artist}}’s books open, on {{when}}.',
      askedNoDate: 'Confirm your address to get an email when {{artist}}’s books open.',
      confirm: 'Confirm my address',
      confirmed: 'Confirmed: you will get one email when {{artist}}’s books open.',
      told: '{{artist}}’s books are open: you got the opening’s email.',
      none: 'You will get no email for this opening.',
      stop: 'Stop these emails',
      page: 'See {{artist}}’s page',
      error: 'That did not work. Try again in a moment.',
    },
  },
  es: {
    openingAlert: {
      title: 'Apertura de {{artist}}',
      asked: 'Confirma tu dirección para recibir un correo cuando abra la agenda de {{artist}}, el {{when}}.',
      askedNoDate: 'Confirma tu dirección para recibir un correo cuando abra la agenda de {{artist}}.',
      confirm: 'Confirmar mi dirección',
      confirmed: 'Confirmado: recibirás un solo correo cuando abra la agenda de {{artist}}.',
      told: 'La agenda de {{artist}} está abierta: recibiste el correo de la apertura.',
      none: 'No recibirás ningún correo para esta apertura.',
      stop: 'No recibir más avisos',
      page: 'Ver la página de {{artist}}',
      error: 'No ha funcionado. Inténtalo de nuevo en un momento.',
    },
  },
});
