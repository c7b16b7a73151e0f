import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * The artist’s email templates: `web.emailTemplates.*`. Each section its own catalogue, loaded with the pages
 * that show it (`withSectionMessages`).
 */
export const lazyMessages = defineMessages({
  fr: {
    emailTemplates: {
      pageTitle: 'Emails à vos clients',
      title: 'Emails à vos clients',
      intro:
        'Écrivez avec vos mots les emails que vos clients reçoivent, dans chaque langue. Inkslot ajoute toujours après votre texte le créneau, le lieu, le prix et le lien vers leur espace client.',
      language: 'Langue des emails',
      languageHint: 'Vos clients reçoivent l’email dans leur langue.',
      custom: 'Personnalisé',
      default: 'Par défaut',
      edit: 'Modifier',
      back: 'Tous les emails',
      kinds: {
        requestReceived: {
          name: 'Demande reçue',
          description: 'Envoyé au client dès qu’il a envoyé sa demande.',
        },
        requestAccepted: {
          name: 'Demande acceptée',
          description: 'La confirmation du rendez-vous, avec le prix, l’acompte et le fichier d’agenda.',
        },
        requestDeclined: {
          name: 'Demande déclinée',
          description: 'Quand vous déclinez une demande : son créneau est libéré.',
        },
        requestMoved: {
          name: 'Demande déplacée',
          description: 'Quand vous proposez un autre créneau pour une demande en attente.',
        },
        bookingMoved: {
          name: 'Rendez-vous déplacé',
          description: 'Quand vous déplacez un rendez-vous confirmé : son fichier d’agenda est mis à jour.',
        },
        bookingCancelled: {
          name: 'Rendez-vous annulé',
          description: 'Quand vous annulez un rendez-vous.',
        },
        reminder48h: {
          name: 'Rappel deux jours avant',
          description:
            'Deux jours avant le rendez-vous, à la même heure : le lieu, ce qui reste à payer, et le lien pour déplacer ou annuler.',
        },
        reminder24h: {
          name: 'Rappel la veille',
          description: 'La veille du rendez-vous, à la même heure, avec les mêmes informations pratiques.',
        },
        aftercareDay1: {
          name: 'Soins, jour 1',
          description: 'Le lendemain du rendez-vous à 10 h : les premiers soins.',
        },
        aftercareDay3: {
          name: 'Soins, jour 3',
          description: 'Trois jours après : quand le tatouage commence à peler.',
        },
        aftercareDay7: {
          name: 'Soins, jour 7',
          description: 'Une semaine après : démangeaisons et soleil.',
        },
        aftercareDay14: {
          name: 'Soins, jour 14',
          description: 'Deux semaines après : la fin de la cicatrisation.',
        },
        aftercareDay30: {
          name: 'Soins, jour 30',
          description: 'Un mois après : la cicatrisation, une retouche, le prochain projet.',
        },
        touchUpClosing: {
          name: 'Fin du délai de retouche',
          description:
            'Deux semaines avant la fin du délai de la retouche offerte, tant qu’elle n’est pas réservée.',
        },
        healedPhoto: {
          name: 'Photo du tatouage cicatrisé',
          description: 'Le jour fixé dans votre politique : la demande d’une photo du tatouage cicatrisé.',
        },
      },
      groups: {
        lifecycle: 'Demandes et rendez-vous',
        reminders: 'Rappels avant le rendez-vous',
        aftercare: 'Soins après le rendez-vous',
        touchUps: 'Retouche offerte',
      },
      editor: {
        title: '{{name}} · {{language}}',
        subject: 'Objet',
        body: 'Message',
        bodyHint: 'Une ligne vide sépare deux paragraphes.',
        placeholders: 'Variables',
        placeholdersHint: 'Touchez une variable pour l’insérer là où se trouve le curseur.',
        insert: 'Insérer {{placeholder}} : {{label}}',
        preview: 'Aperçu',
        previewSubject: 'Objet : {{subject}}',
        previewNote: 'Inkslot ajoute ensuite le créneau, le lieu, le prix et le bouton vers l’espace client.',
        save: 'Enregistrer',
        saved: 'Email enregistré',
        saveError: 'Une erreur est survenue lors de l’enregistrement de l’email',
        test: 'M’envoyer un test',
        testSent: 'Test envoyé',
        testSentText: 'Regardez votre boîte : {{email}}.',
        testError: 'Le test n’a pas pu être envoyé',
        reset: 'Revenir au texte par défaut',
        resetConfirm: 'Revenir au texte par défaut ? Votre texte pour cet email et cette langue sera effacé.',
        resetDone: 'Texte par défaut rétabli',
        cancel: 'Annuler',
        unknown: 'Variable inconnue : {{names}}. Utilisez seulement celles de la liste.',
        notFound: 'Cet email n’existe pas.',
      },
      placeholderLabels: {
        firstname: 'prénom du client',
        displayName: 'votre nom d’affichage',
        pseudo: 'votre nom d’utilisateur',
        shopName: 'votre salon',
        city: 'ville',
        country: 'pays',
        projectType: 'le projet',
        date: 'date et heure',
        price: 'prix',
        deposit: 'acompte',
      },
    },
  },
  en: {
    emailTemplates: {
      pageTitle: 'Emails to your clients',
      title: 'Emails to your clients',
      intro:
        'Write the emails your clients receive in your own words, in each language. After your text, Inkslot always adds the slot, the place, the price and the link to their client space.',
      language: 'Language of the emails',
      languageHint: 'Your clients receive the email in their language.',
      custom: 'Custom',
      default: 'Default',
      edit: 'Edit',
      back: 'All emails',
      kinds: {
        requestReceived: {
          name: 'Request received',
          description: 'Sent to the client as soon as they send their request.',
        },
        requestAccepted: {
          name: 'Request accepted',
          description: 'The appointment’s confirmation, with the price, the deposit and the calendar file.',
        },
        requestDeclined: {
          name: 'Request declined',
          description: 'When you decline a request: its slot is released.',
        },
        requestMoved: {
          name: 'Request moved',
          description: 'When you propose another slot for a pending request.',
        },
        bookingMoved: {
          name: 'Appointment moved',
          description: 'When you move a confirmed appointment: its calendar file is updated.',
        },
        bookingCancelled: {
          name: 'Appointment cancelled',
          description: 'When you cancel an appointment.',
        },
        reminder48h: {
          name: 'Reminder two days before',
          description:
            'Two days before the appointment, at the same time: the place, what is left to pay, and the link to move or cancel.',
        },
        reminder24h: {
          name: 'Reminder the day before',
          description: 'The day before the appointment, at the same time, with the same practical details.',
        },
        aftercareDay1: {
          name: 'Aftercare, day 1',
          description: 'The day after the appointment at 10:00: the first care.',
        },
        aftercareDay3: {
          name: 'Aftercare, day 3',
          description: 'Three days after: when the tattoo starts to peel.',
        },
        aftercareDay7: {
          name: 'Aftercare, day 7',
          description: 'One week after: itching and sun.',
        },
        aftercareDay14: {
          name: 'Aftercare, day 14',
          description: 'Two weeks after: the end of healing.',
        },
        aftercareDay30: {
          name: 'Aftercare, day 30',
          description: 'One month after: healing, a touch-up, the next project.',
        },
        touchUpClosing: {
          name: 'Touch-up window closing',
          description: 'Two weeks before the free touch-up’s window closes, while it is not booked.',
        },
        healedPhoto: {
          name: 'Healed tattoo photo',
          description: 'On the day your policy sets: the request for a photo of the healed tattoo.',
        },
      },
      groups: {
        lifecycle: 'Requests and appointments',
        reminders: 'Reminders before the appointment',
        aftercare: 'Aftercare after the appointment',
        touchUps: 'Free touch-up',
      },
      editor: {
        title: '{{name}} · {{language}}',
        subject: 'Subject',
        body: 'Message',
        bodyHint: 'An empty line separates two paragraphs.',
        placeholders: 'Placeholders',
        placeholdersHint: 'Tap a placeholder to insert it where the cursor is.',
        insert: 'Insert {{placeholder}}: {{label}}',
        preview: 'Preview',
        previewSubject: 'Subject: {{subject}}',
        previewNote: 'Inkslot then adds the slot, the place, the price and the button to the client space.',
        save: 'Save',
        saved: 'Email saved',
        saveError: 'An error occurred while saving the email',
        test: 'Send me a test',
        testSent: 'Test sent',
        testSentText: 'Check your inbox: {{email}}.',
        testError: 'The test could not be sent',
        reset: 'Back to the default text',
        resetConfirm: 'Back to the default text? Your text for this email and this language will be erased.',
        resetDone: 'Default text restored',
        cancel: 'Cancel',
        unknown: 'Unknown placeholder: {{names}}. Use only the ones listed.',
        notFound: 'This email does not exist.',
      },
      placeholderLabels: {
        firstname: 'client’s first name',
        displayName: 'your display name',
        pseudo: 'your username',
        shopName: 'your shop',
        city: 'city',
        country: 'country',
        projectType: 'the project',
        date: 'date and time',
        price: 'price',
        deposit: 'deposit',
      },
    },
  },
  es: {
    emailTemplates: {
      pageTitle: 'Emails a tus clientes',
      title: 'Emails a tus clientes',
      intro:
        'Escribe con tus palabras los emails que reciben tus clientes, en cada idioma. Después de tu texto, Inkslot siempre añade el horario, el lugar, el precio y el enlace a su espacio de cliente.',
      language: 'Idioma de los emails',
      languageHint: 'Tus clientes reciben el email en su idioma.',
      custom: 'Personalizado',
      default: 'Por defecto',
      edit: 'Editar',
      back: 'Todos los emails',
      kinds: {
        requestReceived: {
          name: 'Solicitud recibida',
          description: 'Se envía al cliente en cuanto envía su solicitud.',
        },
        requestAccepted: {
          name: 'Solicitud aceptada',
          description: 'La confirmación de la cita, con el precio, el depósito y el archivo de calendario.',
        },
        requestDeclined: {
          name: 'Solicitud rechazada',
          description: 'Cuando rechazas una solicitud: su horario queda libre.',
        },
        requestMoved: {
          name: 'Solicitud movida',
          description: 'Cuando propones otro horario para una solicitud pendiente.',
        },
        bookingMoved: {
          name: 'Cita movida',
          description: 'Cuando mueves una cita confirmada: su archivo de calendario se actualiza.',
        },
        bookingCancelled: {
          name: 'Cita cancelada',
          description: 'Cuando cancelas una cita.',
        },
        reminder48h: {
          name: 'Recordatorio dos días antes',
          description:
            'Dos días antes de la cita, a la misma hora: el lugar, lo que queda por pagar y el enlace para cambiar o cancelar.',
        },
        reminder24h: {
          name: 'Recordatorio la víspera',
          description: 'La víspera de la cita, a la misma hora, con la misma información práctica.',
        },
        aftercareDay1: {
          name: 'Cuidados, día 1',
          description: 'El día después de la cita a las 10:00: los primeros cuidados.',
        },
        aftercareDay3: {
          name: 'Cuidados, día 3',
          description: 'Tres días después: cuando el tatuaje empieza a pelarse.',
        },
        aftercareDay7: {
          name: 'Cuidados, día 7',
          description: 'Una semana después: picor y sol.',
        },
        aftercareDay14: {
          name: 'Cuidados, día 14',
          description: 'Dos semanas después: el final de la cicatrización.',
        },
        aftercareDay30: {
          name: 'Cuidados, día 30',
          description: 'Un mes después: la cicatrización, un retoque, el próximo proyecto.',
        },
        touchUpClosing: {
          name: 'Fin del plazo del retoque',
          description:
            'Dos semanas antes de que termine el plazo del retoque gratuito, mientras no esté reservado.',
        },
        healedPhoto: {
          name: 'Foto del tatuaje cicatrizado',
          description: 'El día que fija tu política: la petición de una foto del tatuaje cicatrizado.',
        },
      },
      groups: {
        lifecycle: 'Solicitudes y citas',
        reminders: 'Recordatorios antes de la cita',
        aftercare: 'Cuidados después de la cita',
        touchUps: 'Retoque gratuito',
      },
      editor: {
        title: '{{name}} · {{language}}',
        subject: 'Asunto',
        body: 'Mensaje',
        bodyHint: 'Una línea vacía separa dos párrafos.',
        placeholders: 'Variables',
        placeholdersHint: 'Toca una variable para insertarla donde está el cursor.',
        insert: 'Insertar {{placeholder}}: {{label}}',
        preview: 'Vista previa',
        previewSubject: 'Asunto: {{subject}}',
        previewNote:
          'Después, Inkslot añade el horario, el lugar, el precio y el botón al espacio de cliente.',
        save: 'Guardar',
        saved: 'Email guardado',
        saveError: 'Se produjo un error al guardar el email',
        test: 'Enviarme una prueba',
        testSent: 'Prueba enviada',
        testSentText: 'Mira tu bandeja de entrada: {{email}}.',
        testError: 'No se pudo enviar la prueba',
        reset: 'Volver al texto por defecto',
        resetConfirm: '¿Volver al texto por defecto? Tu texto para este email y este idioma se borrará.',
        resetDone: 'Texto por defecto restablecido',
        cancel: 'Cancelar',
        unknown: 'Variable desconocida: {{names}}. Usa solo las de la lista.',
        notFound: 'Este email no existe.',
      },
      placeholderLabels: {
        firstname: 'nombre del cliente',
        displayName: 'tu nombre visible',
        pseudo: 'tu nombre de usuario',
        shopName: 'tu estudio',
        city: 'ciudad',
        country: 'país',
        projectType: 'el proyecto',
        date: 'fecha y hora',
        price: 'precio',
        deposit: 'depósito',
      },
    },
  },
});
