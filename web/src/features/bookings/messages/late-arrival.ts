import { defineMessages } from '#shared/i18n/define-messages.ts';

/** `web.bookings.lateArrival`: the late-arrival rule on the booking's detail (issue 31, ADR 0097). */
export const bookingLateArrival = defineMessages({
  fr: {
    lateArrival: {
      title: 'Retard',
      rule_one:
        'Votre politique, acceptée par {{client}} : plus d’une minute de retard, l’acompte est conservé.',
      rule_other:
        'Votre politique, acceptée par {{client}} : plus de {{count}} minutes de retard, l’acompte est conservé.',
      mark: 'Client arrivé en retard',
      confirmTitle: 'Conserver l’acompte ?',
      confirmText:
        '{{client}} est arrivé avec plus de {{count}} minutes de retard : l’acompte de {{deposit}} est conservé et n’est plus déduit du prix. {{client}} est prévenu par email.',
      confirm: 'Conserver l’acompte',
      back: 'Revenir',
      marked: 'Retard signalé le {{date}} : l’acompte de {{deposit}} est conservé.',
      failed: 'Le retard n’a pas pu être signalé',
    },
  },
  en: {
    lateArrival: {
      title: 'Late arrival',
      rule_one: 'Your policy, accepted by {{client}}: more than a minute late, the deposit is kept.',
      rule_other:
        'Your policy, accepted by {{client}}: more than {{count}} minutes late, the deposit is kept.',
      mark: 'Client arrived late',
      confirmTitle: 'Keep the deposit?',
      confirmText:
        '{{client}} arrived more than {{count}} minutes late: the {{deposit}} deposit is kept and no longer taken off the price. {{client}} is told by email.',
      confirm: 'Keep the deposit',
      back: 'Go back',
      marked: 'Late arrival marked on {{date}}: the {{deposit}} deposit is kept.',
      failed: 'The late arrival could not be marked',
    },
  },
  es: {
    lateArrival: {
      title: 'Retraso',
      rule_one: 'Tu política, aceptada por {{client}}: más de un minuto de retraso, se conserva el depósito.',
      rule_other:
        'Tu política, aceptada por {{client}}: más de {{count}} minutos de retraso, se conserva el depósito.',
      mark: 'El cliente llegó tarde',
      confirmTitle: '¿Conservar el depósito?',
      confirmText:
        '{{client}} llegó con más de {{count}} minutos de retraso: el depósito de {{deposit}} se conserva y ya no se descuenta del precio. {{client}} recibe un email.',
      confirm: 'Conservar el depósito',
      back: 'Volver',
      marked: 'Retraso indicado el {{date}}: el depósito de {{deposit}} se conserva.',
      failed: 'No se pudo indicar el retraso',
    },
  },
});
