import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * The notification settings: `web.notifications.*`. Each section its own catalogue, loaded with the pages
 * that show it (`withSectionMessages`).
 */
export const lazyMessages = defineMessages({
  fr: {
    notifications: {
      nav: 'Notifications',
      pageTitle: 'Paramètres de notification',
      title: 'Paramètres de notification',
      intro: 'Les emails que vous recevez d’Inkslot.',
      messages: 'Emails de messages',
      messagesHint:
        'Le résumé quotidien part à 18:00, heure de {{timezone}}. Il liste aussi vos demandes en attente et vos rendez-vous du lendemain.',
      messageEmails: {
        instant: 'Instantanés',
        daily: 'Dans le résumé quotidien (18:00)',
      },
      emails: 'Emails de réservation',
      notifyBookingRequests: 'Emails de demande de réservation',
      notifyBookingRequestsHint: 'Un email à chaque nouvelle demande.',
      notifyCancellations: 'Emails d’annulation',
      notifyCancellationsHint: 'Un email quand un client annule une demande ou un rendez-vous.',
      saved: {
        title: 'Paramètres de notification modifiés',
        messageEmails: {
          instant: 'Vous recevrez un email pour chaque message.',
          daily: 'Vos messages arriveront dans le résumé quotidien de 18:00.',
        },
        notifyBookingRequests: {
          on: 'Vous recevrez un email pour chaque nouvelle demande.',
          off: 'Vous ne recevrez plus d’email pour les nouvelles demandes.',
        },
        notifyCancellations: {
          on: 'Vous recevrez un email pour chaque annulation.',
          off: 'Vous ne recevrez plus d’email pour les annulations.',
        },
      },
      errors: {
        messageEmails: 'Une erreur est survenue lors de la modification des emails de messages',
        notifyBookingRequests:
          'Une erreur est survenue lors de la modification des emails de demande de réservation',
        notifyCancellations: 'Une erreur est survenue lors de la modification des emails d’annulation',
      },
    },
  },
  en: {
    notifications: {
      nav: 'Notifications',
      pageTitle: 'Notification settings',
      title: 'Notification settings',
      intro: 'The emails you get from Inkslot.',
      messages: 'Message emails',
      messagesHint:
        'The daily summary goes out at 18:00, {{timezone}} time. It also lists your pending requests and tomorrow’s appointments.',
      messageEmails: {
        instant: 'Instant',
        daily: 'In the daily summary (18:00)',
      },
      emails: 'Booking emails',
      notifyBookingRequests: 'Booking request emails',
      notifyBookingRequestsHint: 'An email for each new request.',
      notifyCancellations: 'Cancellation emails',
      notifyCancellationsHint: 'An email when a client cancels a request or an appointment.',
      saved: {
        title: 'Notification settings updated',
        messageEmails: {
          instant: 'You will get an email for each message.',
          daily: 'Your messages will come in the daily summary at 18:00.',
        },
        notifyBookingRequests: {
          on: 'You will get an email for each new request.',
          off: 'You will no longer get an email for new requests.',
        },
        notifyCancellations: {
          on: 'You will get an email for each cancellation.',
          off: 'You will no longer get an email for cancellations.',
        },
      },
      errors: {
        messageEmails: 'An error occurred while updating the message emails',
        notifyBookingRequests: 'An error occurred while updating the booking request emails',
        notifyCancellations: 'An error occurred while updating the cancellation emails',
      },
    },
  },
  es: {
    notifications: {
      nav: 'Notificaciones',
      pageTitle: 'Ajustes de notificaciones',
      title: 'Ajustes de notificaciones',
      intro: 'Los correos que recibes de Inkslot.',
      messages: 'Correos de mensajes',
      messagesHint:
        'El resumen diario sale a las 18:00, hora de {{timezone}}. También incluye tus solicitudes pendientes y tus citas del día siguiente.',
      messageEmails: {
        instant: 'Instantáneos',
        daily: 'En el resumen diario (18:00)',
      },
      emails: 'Correos de reservas',
      notifyBookingRequests: 'Correos de solicitudes de reserva',
      notifyBookingRequestsHint: 'Un correo por cada nueva solicitud.',
      notifyCancellations: 'Correos de cancelación',
      notifyCancellationsHint: 'Un correo cuando un cliente cancela una solicitud o una cita.',
      saved: {
        title: 'Ajustes de notificaciones modificados',
        messageEmails: {
          instant: 'Recibirás un correo por cada mensaje.',
          daily: 'Tus mensajes llegarán en el resumen diario de las 18:00.',
        },
        notifyBookingRequests: {
          on: 'Recibirás un correo por cada nueva solicitud.',
          off: 'Ya no recibirás correos por las nuevas solicitudes.',
        },
        notifyCancellations: {
          on: 'Recibirás un correo por cada cancelación.',
          off: 'Ya no recibirás correos por las cancelaciones.',
        },
      },
      errors: {
        messageEmails: 'Se produjo un error al modificar los correos de mensajes',
        notifyBookingRequests: 'Se produjo un error al modificar los correos de solicitudes de reserva',
        notifyCancellations: 'Se produjo un error al modificar los correos de cancelación',
      },
    },
  },
});
