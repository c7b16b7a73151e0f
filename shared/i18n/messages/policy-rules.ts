import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * The policy's sentences that read the same in the booking form, the portal's deposit step and
 * the confirmation email (issue 31: the free touch-up, ADR 0094; the late arrival and a kept
 * deposit's lifetime, ADR 0097; the healed photo, ADR 0101): written once, spread into `web.depositPolicy` and
 * `email.lifecycle.policy`.
 */
export const policyRules = defineMessages({
  fr: {
    touchUp_one:
      'Une retouche est offerte dans le mois qui suit la séance, à réserver depuis votre espace client.',
    touchUp_other:
      'Une retouche est offerte dans les {{count}} mois qui suivent la séance, à réserver depuis votre espace client.',
    lateArrival_one: 'Plus d’une minute de retard : l’acompte est conservé par l’artiste.',
    lateArrival_other: 'Plus de {{count}} minutes de retard : l’acompte est conservé par l’artiste.',
    depositLifetime_one:
      'Un acompte conservé après votre annulation compte pour un nouveau rendez-vous pris dans le mois ; ensuite, il expire.',
    depositLifetime_other:
      'Un acompte conservé après votre annulation compte pour un nouveau rendez-vous pris dans les {{count}} mois ; ensuite, il expire.',
    healedPhoto_one:
      'Le lendemain de la séance, l’artiste vous demandera une photo de votre tatouage cicatrisé, à envoyer depuis votre espace client.',
    healedPhoto_other:
      '{{count}} jours après la séance, l’artiste vous demandera une photo de votre tatouage cicatrisé, à envoyer depuis votre espace client.',
  },
  en: {
    touchUp_one: 'A touch-up is free within a month of the session: book it from your client space.',
    touchUp_other:
      'A touch-up is free within {{count}} months of the session: book it from your client space.',
    lateArrival_one: 'More than a minute late: the artist keeps the deposit.',
    lateArrival_other: 'More than {{count}} minutes late: the artist keeps the deposit.',
    depositLifetime_one:
      'A deposit kept after you cancel counts toward a new appointment booked within a month; after that, it expires.',
    depositLifetime_other:
      'A deposit kept after you cancel counts toward a new appointment booked within {{count}} months; after that, it expires.',
    healedPhoto_one:
      'A day after the session, the artist will ask for a photo of your healed tattoo, sent from your client space.',
    healedPhoto_other:
      '{{count}} days after the session, the artist will ask for a photo of your healed tattoo, sent from your client space.',
  },
  es: {
    touchUp_one:
      'Un retoque es gratuito dentro del mes siguiente a la sesión: resérvalo desde tu espacio de cliente.',
    touchUp_other:
      'Un retoque es gratuito dentro de los {{count}} meses siguientes a la sesión: resérvalo desde tu espacio de cliente.',
    lateArrival_one: 'Más de un minuto de retraso: el artista conserva el depósito.',
    lateArrival_other: 'Más de {{count}} minutos de retraso: el artista conserva el depósito.',
    depositLifetime_one:
      'Un depósito conservado tras tu cancelación cuenta para una nueva cita reservada dentro del mes; después, caduca.',
    depositLifetime_other:
      'Un depósito conservado tras tu cancelación cuenta para una nueva cita reservada dentro de {{count}} meses; después, caduca.',
    healedPhoto_one:
      'Un día después de la sesión, el artista te pedirá una foto de tu tatuaje cicatrizado, que enviarás desde tu espacio de cliente.',
    healedPhoto_other:
      '{{count}} días después de la sesión, el artista te pedirá una foto de tu tatuaje cicatrizado, que enviarás desde tu espacio de cliente.',
  },
});
