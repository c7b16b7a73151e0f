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
      intro: 'Ce qu’Inkslot vous envoie, par email et sur vos appareils.',
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
      push: {
        title: 'Notifications sur vos appareils',
        intro:
          'Votre téléphone vous prévient dès qu’un client écrit, demande ou annule, même application fermée.',
        devices: 'Appareils',
        empty: 'Aucun appareil ne reçoit encore vos notifications.',
        added: 'Ajouté le {{date}}',
        thisDevice: 'Cet appareil',
        remove: 'Retirer {{name}}',
        deviceName: 'Nom de cet appareil',
        deviceNameHint: 'Pour le reconnaître dans la liste.',
        add: 'Recevoir les notifications ici',
        adding: 'Activation…',
        unsupported:
          'Ce navigateur ne reçoit pas de notifications. Sur iPhone, ajoutez d’abord Inkslot à l’écran d’accueil.',
        denied:
          'Les notifications sont bloquées pour Inkslot dans ce navigateur : autorisez-les dans ses réglages, puis revenez ici.',
        refused: 'Vous n’avez pas autorisé les notifications : rien n’a changé.',
        kinds: 'Ce qui vous est notifié',
        kind: {
          request: 'Nouvelles demandes',
          message: 'Messages de clients',
          depositPaid: 'Acomptes payés',
          cancellation: 'Annulations de demandes ou de rendez-vous',
          consentSigned: 'Consentements signés',
        },
        quiet: 'Heures calmes',
        quietHint:
          'Rien n’est envoyé pendant ces heures (heure de {{timezone}}) : tout reste dans l’application.',
        quietOn: 'Activer les heures calmes',
        quietFrom: 'De',
        quietTo: 'À',
        save: 'Enregistrer',
        saved: {
          title: 'Notifications modifiées',
          added: '{{name}} recevra vos notifications.',
          removed: '{{name}} ne recevra plus vos notifications.',
          settings: 'Vos choix de notifications sont enregistrés.',
        },
        errors: {
          add: 'Une erreur est survenue lors de l’activation des notifications',
          remove: 'Une erreur est survenue lors du retrait de l’appareil',
          settings: 'Une erreur est survenue lors de l’enregistrement de vos choix',
        },
      },
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
      intro: 'What Inkslot sends you, by email and on your devices.',
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
      push: {
        title: 'Notifications on your devices',
        intro: 'Your phone tells you as soon as a client writes, asks or cancels, even with the app closed.',
        devices: 'Devices',
        empty: 'No device gets your notifications yet.',
        added: 'Added on {{date}}',
        thisDevice: 'This device',
        remove: 'Remove {{name}}',
        deviceName: 'Name of this device',
        deviceNameHint: 'To know it in the list.',
        add: 'Get notifications here',
        adding: 'Turning on…',
        unsupported:
          'This browser does not get notifications. On an iPhone, add Inkslot to the Home Screen first.',
        denied:
          'Notifications are blocked for Inkslot in this browser: allow them in its settings, then come back.',
        refused: 'You did not allow notifications: nothing changed.',
        kinds: 'What you are told',
        kind: {
          request: 'New requests',
          message: 'Messages from clients',
          depositPaid: 'Deposits paid',
          cancellation: 'Cancelled requests or bookings',
          consentSigned: 'Consent forms signed',
        },
        quiet: 'Quiet hours',
        quietHint: 'Nothing is sent during these hours ({{timezone}} time): it all stays in the app.',
        quietOn: 'Turn on quiet hours',
        quietFrom: 'From',
        quietTo: 'To',
        save: 'Save',
        saved: {
          title: 'Notifications changed',
          added: '{{name}} will get your notifications.',
          removed: '{{name}} will no longer get your notifications.',
          settings: 'Your notification choices are saved.',
        },
        errors: {
          add: 'An error occurred while turning on notifications',
          remove: 'An error occurred while removing the device',
          settings: 'An error occurred while saving your choices',
        },
      },
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
      intro: 'Lo que Inkslot te envía, por correo y en tus dispositivos.',
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
      push: {
        title: 'Notificaciones en tus dispositivos',
        intro:
          'Tu teléfono te avisa en cuanto un cliente escribe, pide o cancela, aunque la app esté cerrada.',
        devices: 'Dispositivos',
        empty: 'Ningún dispositivo recibe aún tus notificaciones.',
        added: 'Añadido el {{date}}',
        thisDevice: 'Este dispositivo',
        remove: 'Quitar {{name}}',
        deviceName: 'Nombre de este dispositivo',
        deviceNameHint: 'Para reconocerlo en la lista.',
        add: 'Recibir notificaciones aquí',
        adding: 'Activando…',
        unsupported:
          'Este navegador no recibe notificaciones. En iPhone, añade primero Inkslot a la pantalla de inicio.',
        denied:
          'Las notificaciones están bloqueadas para Inkslot en este navegador: permítelas en sus ajustes y vuelve aquí.',
        refused: 'No permitiste las notificaciones: nada cambió.',
        kinds: 'Lo que se te avisa',
        kind: {
          request: 'Nuevas solicitudes',
          message: 'Mensajes de clientes',
          depositPaid: 'Anticipos pagados',
          cancellation: 'Solicitudes o citas canceladas',
          consentSigned: 'Consentimientos firmados',
        },
        quiet: 'Horas tranquilas',
        quietHint: 'No se envía nada durante estas horas (hora de {{timezone}}): todo queda en la app.',
        quietOn: 'Activar las horas tranquilas',
        quietFrom: 'De',
        quietTo: 'A',
        save: 'Guardar',
        saved: {
          title: 'Notificaciones modificadas',
          added: '{{name}} recibirá tus notificaciones.',
          removed: '{{name}} ya no recibirá tus notificaciones.',
          settings: 'Tus preferencias de notificación están guardadas.',
        },
        errors: {
          add: 'Se produjo un error al activar las notificaciones',
          remove: 'Se produjo un error al quitar el dispositivo',
          settings: 'Se produjo un error al guardar tus preferencias',
        },
      },
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
