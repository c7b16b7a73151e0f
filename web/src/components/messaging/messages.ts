import { defineMessages, joinMessages, withSections } from '#shared/i18n/define-messages.ts';
import { conversationActions } from './messages/actions.ts';
import { conversationThreads } from './messages/threads.ts';

/**
 * Messages between artists and clients, on both sides (`web.conversations.*`), and the links to them from a
 * request or a booking (`web.messageLinks.*`). In the app’s first-load catalogue.
 */
export const messages = defineMessages({
  fr: {
    messageLinks: {
      write: 'Écrire au client',
      writeArtist: 'Écrire à l’artiste',
      block: 'Bloquer ce client',
      unblock: 'Débloquer ce client',
      blocked: 'Client bloqué : il ne peut plus vous écrire ni vous envoyer de demande.',
      blockTitle: 'Bloquer {{name}} ?',
      blockText:
        '{{name}} ne pourra plus vous écrire ni vous envoyer de demande. Vous pourrez le débloquer à tout moment.',
      blockConfirm: 'Bloquer',
      cancel: 'Annuler',
      error: 'Une erreur est survenue, veuillez réessayer',
    },
  },
  en: {
    messageLinks: {
      write: 'Write to the client',
      writeArtist: 'Write to the artist',
      block: 'Block this client',
      unblock: 'Unblock this client',
      blocked: 'Client blocked: they can no longer write to you or send you a request.',
      blockTitle: 'Block {{name}}?',
      blockText:
        '{{name}} will no longer be able to write to you or send you a request. You can unblock them at any time.',
      blockConfirm: 'Block',
      cancel: 'Cancel',
      error: 'Something went wrong, please try again',
    },
  },
  es: {
    messageLinks: {
      write: 'Escribir al cliente',
      writeArtist: 'Escribir al artista',
      block: 'Bloquear a este cliente',
      unblock: 'Desbloquear a este cliente',
      blocked: 'Cliente bloqueado: ya no puede escribirte ni enviarte solicitudes.',
      blockTitle: '¿Bloquear a {{name}}?',
      blockText:
        '{{name}} ya no podrá escribirte ni enviarte solicitudes. Puedes desbloquearlo en cualquier momento.',
      blockConfirm: 'Bloquear',
      cancel: 'Cancelar',
      error: 'Se ha producido un error, inténtalo de nuevo',
    },
  },
});

/**
 * Messages between artists and clients, on both sides (`web.conversations.*`), and the links to them from a
 * request or a booking (`web.messageLinks.*`). Each section its own catalogue, loaded with the pages that
 * show it (`withSectionMessages`).
 */
export const lazyMessages = withSections(defineMessages({ fr: {}, en: {}, es: {} }), {
  conversations: joinMessages(conversationThreads, conversationActions),
});
