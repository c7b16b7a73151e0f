import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * Design approval's API errors (`errors.<code>`, ADR 0090), joined to the others by the server's
 * translator only (shared/i18n/api-translator.ts): the SPA shows the API's own message.
 */
export const designErrors = defineMessages({
  fr: {
    design_open: 'Une version attend encore la réponse du client',
    design_approved: 'Ce dessin est déjà approuvé',
    design_answered: 'Vous avez déjà répondu à cette version',
    design_expired: 'La date pour répondre est passée',
    design_closed: 'Ni rendez-vous à venir, ni demande perso en attente',
    revision_price_changed: 'Le prix de la retouche a changé : relisez-le',
    revision_not_payable: 'Rien à payer en ligne pour cette retouche',
    design_payments_required: 'Activez d’abord les paiements en ligne',
  },
  en: {
    design_open: 'A version still awaits the client’s answer',
    design_approved: 'This design is approved already',
    design_answered: 'You already answered this version',
    design_expired: 'The day to answer has passed',
    design_closed: 'Neither an upcoming booking nor a pending custom request',
    revision_price_changed: 'The revision’s price changed: check it again',
    revision_not_payable: 'Nothing to pay online for this revision',
    design_payments_required: 'Set up online payments first',
  },
  es: {
    design_open: 'Una versión aún espera la respuesta del cliente',
    design_approved: 'Este diseño ya está aprobado',
    design_answered: 'Ya respondiste a esta versión',
    design_expired: 'Pasó la fecha para responder',
    design_closed: 'Ni cita próxima, ni solicitud personalizada pendiente',
    revision_price_changed: 'El precio del retoque cambió: revísalo',
    revision_not_payable: 'Nada que pagar en línea por este retoque',
    design_payments_required: 'Activa primero los pagos en línea',
  },
});

/** Design approval's validation messages (`validation.designs.…`), the server's only, as its errors. */
export const designValidation = defineMessages({
  fr: {
    commentRequired: 'Dites ce qu’il faut changer',
  },
  en: {
    commentRequired: 'Say what to change',
  },
  es: {
    commentRequired: 'Di qué hay que cambiar',
  },
});
