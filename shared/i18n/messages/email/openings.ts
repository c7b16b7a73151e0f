import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * The answers of a draw opening (issue 31; ADR 0096) and the opening alerts (`watch`, ADR 0100), `email.openings.…`, merged into `email.…` by
 * shared/i18n/design-email-translator.ts: only the email consumer carries them.
 */
export const openingEmails = defineMessages({
  fr: {
    openings: {
      watch: {
        askedSubject: 'Confirmez pour être prévenu·e de l’ouverture de {{displayName}}',
        askedBody:
          'Quelqu’un, sans doute vous, a demandé à être prévenu par e-mail quand {{displayName}} ouvrira ses réservations, {{when}}. Confirmez cette adresse et vous recevrez un seul e-mail, à l’ouverture.',
        askedIgnore: 'Vous n’avez rien demandé ? Ignorez cet e-mail : vous n’en recevrez pas d’autre.',
        confirm: 'Confirmer mon adresse',
        stop: 'Ne plus être prévenu·e',
        openSubject: 'Les réservations de {{displayName}} sont ouvertes jusqu’au {{until}}',
        openBody:
          'Les réservations de {{displayName}} viennent d’ouvrir : vous pouvez envoyer votre demande jusqu’au {{until}}, ou jusqu’à ce que l’ouverture soit complète.',
        openOnce:
          'Vous aviez demandé à être prévenu·e : c’est le seul e-mail que vous recevrez pour cette ouverture.',
        openCta: 'Envoyer ma demande',
        at: '{{date}} (heure {{zone, of}})',
      },
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
      watch: {
        askedSubject: 'Confirm to be told when {{displayName}}’s books open',
        askedBody:
          'Someone, probably you, asked to be emailed when {{displayName}}’s books open, {{when}}. Confirm this address and you will get one email, when they open.',
        askedIgnore: 'Did not ask? Ignore this email: you will get no other.',
        confirm: 'Confirm my address',
        stop: 'Stop these emails',
        openSubject: '{{displayName}}’s books are open until {{until}}',
        openBody:
          '{{displayName}}’s books just opened: you can send your request until {{until}}, or until the opening is full.',
        openOnce: 'You asked to be told: this is the only email you will get for this opening.',
        openCta: 'Send my request',
        at: '{{date}} ({{zone}} time)',
      },
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
      watch: {
        askedSubject: 'Confirma para saber cuándo abre la agenda de {{displayName}}',
        askedBody:
          'Alguien, seguramente tú, pidió recibir un correo cuando {{displayName}} abra su agenda, {{when}}. Confirma esta dirección y recibirás un solo correo, en la apertura.',
        askedIgnore: '¿No lo pediste? Ignora este correo: no recibirás ningún otro.',
        confirm: 'Confirmar mi dirección',
        stop: 'No recibir más avisos',
        openSubject: 'La agenda de {{displayName}} está abierta hasta el {{until}}',
        openBody:
          'La agenda de {{displayName}} acaba de abrir: puedes enviar tu solicitud hasta el {{until}}, o hasta que la apertura esté completa.',
        openOnce: 'Pediste que te avisáramos: es el único correo que recibirás para esta apertura.',
        openCta: 'Enviar mi solicitud',
        at: '{{date}} (hora de {{zone}})',
      },
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
