import { defineMessages } from '#shared/i18n/define-messages.ts';
import { policyRules } from '#shared/i18n/messages/policy-rules.ts';

/**
 * The artist's deposit policy as the client reads it (`web.depositPolicy.*`, one sentence per
 * `policyLines` line): the booking form's summary before sending, the portal's deposit step before
 * paying (issue 31).
 */
export const lazyMessages = defineMessages({
  fr: {
    depositPolicy: {
      title: 'Acompte et annulation',
      beforePaying: 'Avant de payer : les règles de l’artiste',
      deadline_one:
        'Si un acompte est demandé, payez-le dans l’heure qui suit l’acceptation, sinon le rendez-vous est annulé.',
      deadline_other:
        'Si un acompte est demandé, payez-le dans les {{count}} heures qui suivent l’acceptation, sinon le rendez-vous est annulé.',
      refundNotice_one:
        'Annulation au moins {{count}} jour avant : l’acompte est remboursé. Plus tard, il est conservé.',
      refundNotice_other:
        'Annulation au moins {{count}} jours avant : l’acompte est remboursé. Plus tard, il est conservé.',
      refundAlways: 'Annulation à tout moment avant le rendez-vous : l’acompte est remboursé.',
      moves_one: 'Vous pouvez déplacer votre rendez-vous une fois.',
      moves_other: 'Vous pouvez déplacer votre rendez-vous {{count}} fois.',
      noMoves: 'Pour déplacer le rendez-vous, écrivez à l’artiste.',
      ...policyRules.fr,
      artistCancels: 'Si l’artiste annule, l’acompte est toujours remboursé.',
    },
  },
  en: {
    depositPolicy: {
      title: 'Deposit and cancellation',
      beforePaying: 'Before you pay: the artist’s rules',
      deadline_one:
        'If a deposit is asked, pay it within an hour of acceptance, or the booking is cancelled.',
      deadline_other:
        'If a deposit is asked, pay it within {{count}} hours of acceptance, or the booking is cancelled.',
      refundNotice_one: 'Cancel at least {{count}} day before: the deposit is refunded. Later, it is kept.',
      refundNotice_other:
        'Cancel at least {{count}} days before: the deposit is refunded. Later, it is kept.',
      refundAlways: 'Cancel any time before the appointment: the deposit is refunded.',
      moves_one: 'You may move your appointment once.',
      moves_other: 'You may move your appointment {{count}} times.',
      noMoves: 'To move the appointment, write to the artist.',
      ...policyRules.en,
      artistCancels: 'If the artist cancels, the deposit is always refunded.',
    },
  },
  es: {
    depositPolicy: {
      title: 'Depósito y cancelación',
      beforePaying: 'Antes de pagar: las reglas del artista',
      deadline_one:
        'Si se pide un depósito, págalo en la hora siguiente a la aceptación; si no, la cita se cancela.',
      deadline_other:
        'Si se pide un depósito, págalo en las {{count}} horas siguientes a la aceptación; si no, la cita se cancela.',
      refundNotice_one:
        'Cancelación al menos {{count}} día antes: se reembolsa el depósito. Más tarde, se conserva.',
      refundNotice_other:
        'Cancelación al menos {{count}} días antes: se reembolsa el depósito. Más tarde, se conserva.',
      refundAlways: 'Cancelación en cualquier momento antes de la cita: se reembolsa el depósito.',
      moves_one: 'Puedes cambiar la fecha de tu cita una vez.',
      moves_other: 'Puedes cambiar la fecha de tu cita {{count}} veces.',
      noMoves: 'Para cambiar la fecha, escribe al artista.',
      ...policyRules.es,
      artistCancels: 'Si el artista cancela, el depósito siempre se reembolsa.',
    },
  },
});
