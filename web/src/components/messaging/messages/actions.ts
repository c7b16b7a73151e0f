import { defineMessages } from '#shared/i18n/define-messages.ts';

/** `web.conversations.{actions}`, a part of `web.conversations` (joined in ../messages.ts). */
export const conversationActions = defineMessages({
  fr: {
    actions: {
      delete: 'Supprimer la conversation',
      deleteTitle: 'Supprimer cette conversation ?',
      deleteText:
        'Elle disparaît de votre liste et ses messages ne vous sont plus montrés. {{name}} les garde. Un nouveau message la fera revenir.',
      deleteConfirm: 'Supprimer',
      deleteError: 'Erreur lors de la suppression de la conversation',
      deleted: {
        title_one: 'Conversation supprimée',
        title_other: '{{count}} conversations supprimées',
        description_one: 'Elle n’apparaît plus dans vos messages.',
        description_other: 'Elles n’apparaissent plus dans vos messages.',
      },
      keep: 'Annuler',
      blockClient: 'Bloquer ce client',
      blockClientText:
        '{{name}} ne pourra plus vous écrire ni vous envoyer de demande. Vous pourrez le débloquer à tout moment.',
      blockArtist: 'Bloquer cet artiste',
      blockArtistText:
        'Vous ne recevrez plus de message de {{name}}. Vous pourrez le débloquer à tout moment.',
      blockTitle: 'Bloquer {{name}} ?',
      blockConfirm: 'Bloquer',
      unblock: 'Débloquer',
      blockError: 'Erreur lors du blocage',
      unblockError: 'Erreur lors du déblocage',
      blocked: {
        title_one: 'Bloqué',
        title_other: '{{count}} bloqués',
        description_one: '{{name}} ne peut plus vous joindre.',
        description_other: 'Ces personnes ne peuvent plus vous joindre.',
      },
      unblocked: {
        title_one: 'Débloqué',
        title_other: '{{count}} débloqués',
        description_one: '{{name}} peut de nouveau vous joindre.',
        description_other: 'Ces personnes peuvent de nouveau vous joindre.',
      },
      openError: 'Erreur lors de l’ouverture de la conversation',
    },
  },
  en: {
    actions: {
      delete: 'Delete conversation',
      deleteTitle: 'Delete this conversation?',
      deleteText:
        'It leaves your list and its messages are no longer shown to you. {{name}} keeps them. A new message will bring it back.',
      deleteConfirm: 'Delete',
      deleteError: 'Error while deleting the conversation',
      deleted: {
        title_one: 'Conversation deleted',
        title_other: '{{count}} conversations deleted',
        description_one: 'It no longer shows in your messages.',
        description_other: 'They no longer show in your messages.',
      },
      keep: 'Cancel',
      blockClient: 'Block this client',
      blockClientText:
        '{{name}} will no longer be able to write to you or send you a request. You can unblock them at any time.',
      blockArtist: 'Block this artist',
      blockArtistText: 'You will no longer receive messages from {{name}}. You can unblock them at any time.',
      blockTitle: 'Block {{name}}?',
      blockConfirm: 'Block',
      unblock: 'Unblock',
      blockError: 'Error while blocking',
      unblockError: 'Error while unblocking',
      blocked: {
        title_one: 'Blocked',
        title_other: '{{count}} blocked',
        description_one: '{{name}} can no longer reach you.',
        description_other: 'They can no longer reach you.',
      },
      unblocked: {
        title_one: 'Unblocked',
        title_other: '{{count}} unblocked',
        description_one: '{{name}} can reach you again.',
        description_other: 'They can reach you again.',
      },
      openError: 'Error while opening the conversation',
    },
  },
  es: {
    actions: {
      delete: 'Eliminar la conversación',
      deleteTitle: '¿Eliminar esta conversación?',
      deleteText:
        'Desaparece de tu lista y ya no verás sus mensajes. {{name}} los conserva. Un nuevo mensaje la hará volver.',
      deleteConfirm: 'Eliminar',
      deleteError: 'Error al eliminar la conversación',
      deleted: {
        title_one: 'Conversación eliminada',
        title_other: '{{count}} conversaciones eliminadas',
        description_one: 'Ya no aparece en tus mensajes.',
        description_other: 'Ya no aparecen en tus mensajes.',
      },
      keep: 'Cancelar',
      blockClient: 'Bloquear a este cliente',
      blockClientText:
        '{{name}} ya no podrá escribirte ni enviarte solicitudes. Puedes desbloquearlo en cualquier momento.',
      blockArtist: 'Bloquear a este artista',
      blockArtistText: 'Ya no recibirás mensajes de {{name}}. Puedes desbloquearlo en cualquier momento.',
      blockTitle: '¿Bloquear a {{name}}?',
      blockConfirm: 'Bloquear',
      unblock: 'Desbloquear',
      blockError: 'Error al bloquear',
      unblockError: 'Error al desbloquear',
      blocked: {
        title_one: 'Bloqueado',
        title_other: '{{count}} bloqueados',
        description_one: '{{name}} ya no puede contactarte.',
        description_other: 'Ya no pueden contactarte.',
      },
      unblocked: {
        title_one: 'Desbloqueado',
        title_other: '{{count}} desbloqueados',
        description_one: '{{name}} puede volver a contactarte.',
        description_other: 'Pueden volver a contactarte.',
      },
      openError: 'Error al abrir la conversación',
    },
  },
});
