import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * The answers of a draw opening (issue 31; ADR 0096), `email.openings.…`, merged into `email.…` by
 * shared/i18n/design-email-translator.ts: only the email consumer carries them.
 */
export const openingEmails = defineMessages({
  fr: {
    openings: {
      drawn:
        'Bonne nouvelle : votre demande a été tirée au sort parmi celles de l’ouverture de {{displayName}}.',
      notDrawn: {
        subject: 'Tirage au sort de {{displayName}} : votre demande n’a pas été tirée',
        body: 'Bonjour {{firstname}}, le tirage au sort de l’ouverture de {{displayName}} a retenu {{drawn}} demandes sur {{entrants}}. La vôtre n’en fait pas partie : elle n’est pas transmise et votre créneau est libéré.',
        next: 'Merci de votre intérêt. La page de {{displayName}} annonce sa prochaine ouverture dès qu’elle est prévue.',
        cta: 'Voir la page de {{displayName}}',
      },
    },
  },
  en: {
    openings: {
      drawn: 'Good news: your request was drawn among those of {{displayName}}’s opening.',
      notDrawn: {
        subject: '{{displayName}}’s draw: your request was not drawn',
        body: 'Hello {{firstname}}, the draw of {{displayName}}’s opening picked {{drawn}} requests out of {{entrants}}. Yours was not among them: it is not passed on and your slot is released.',
        next: 'Thank you for your interest. {{displayName}}’s page announces their next opening as soon as it is planned.',
        cta: 'See {{displayName}}’s page',
      },
    },
  },
  es: {
    openings: {
      drawn: 'Buenas noticias: tu solicitud ha salido en el sorteo de la apertura de {{displayName}}.',
      notDrawn: {
        subject: 'Sorteo de {{displayName}}: tu solicitud no ha salido',
        body: 'Hola {{firstname}}, el sorteo de la apertura de {{displayName}} eligió {{drawn}} solicitudes de {{entrants}}. La tuya no está entre ellas: no se transmite y tu horario queda libre.',
        next: 'Gracias por tu interés. La página de {{displayName}} anuncia su próxima apertura en cuanto esté prevista.',
        cta: 'Ver la página de {{displayName}}',
      },
    },
  },
});
