import { defineMessages } from '#shared/i18n/define-messages.ts';

/** `web.workspace.{suspended,settings,notFound}`, a part of `web.workspace` (joined in ../messages.ts). */
export const settingsAndErrors = defineMessages({
  fr: {
    suspended: {
      title: 'Votre compte est suspendu',
      reason: 'Motif donné par l’équipe Inkslot : « {{reason}} »',
      noReason: 'L’équipe Inkslot a suspendu votre compte.',
      canDo: 'Vous pouvez toujours consulter vos demandes, rendez-vous et messages, et exporter vos données.',
      cannotDo:
        'Plus rien ne peut être modifié ni envoyé tant que la suspension dure : votre page est indisponible et votre formulaire refuse les demandes. Vos clients gardent leurs rendez-vous.',
      export: 'Exporter mes données',
      contact: 'Pour la contester, écrivez à {{email}}.',
      composer: 'Votre compte est suspendu : vous ne pouvez pas envoyer de message.',
    },
    settings: {
      pageTitle: 'Réglages',
      title: 'Réglages',
      intro: 'Tout ce qui règle votre compte, vos réservations et votre offre.',
      groups: {
        account: 'Compte',
        work: 'Activité',
        help: 'Aide et communauté',
      },
      soon: 'Bientôt',
      areas: {
        account: {
          title: 'Compte',
          text: 'Email, mot de passe, appareils connectés, suppression du compte.',
        },
        consent: {
          title: 'Formulaire de consentement',
          text: 'Questions de santé, risques, soins et signature en ligne avant la séance.',
        },
        bookings: {
          title: 'Réservations',
          text: 'Demandes ouvertes, projets, retouches, délai avant un créneau.',
        },
        features: {
          title: 'Fonctionnalités',
          text: 'Activez ou masquez les parties optionnelles d’Inkslot.',
        },
        plan: {
          title: 'Offre',
          text: 'Free ou Pro, facturation et utilisation.',
        },
        preferences: {
          title: 'Préférences',
          text: 'Langue, fuseau horaire, unités, format horaire, devise, thème.',
        },
        notifications: {
          title: 'Notifications',
          text: 'Emails des demandes, des messages et des annulations.',
        },
        emailTemplates: {
          title: 'Modèles d’emails',
          text: 'Le texte des emails que reçoivent vos clients.',
        },
        referral: {
          title: 'Parrainage',
          text: 'Invitez des artistes et gagnez des réductions.',
        },
        support: {
          title: 'Support',
          text: 'Une question ? Écrivez-nous.',
        },
        suggestions: {
          title: 'Suggestions',
          text: 'Proposez et votez pour les prochaines fonctionnalités.',
        },
        bug: {
          title: 'Signaler un bug',
          text: 'Quelque chose ne marche pas ? Dites-le-nous.',
        },
      },
    },
    notFound: {
      back: 'Retour à Aujourd’hui',
    },
  },
  en: {
    suspended: {
      title: 'Your account is suspended',
      reason: 'The Inkslot team’s reason: “{{reason}}”',
      noReason: 'The Inkslot team has suspended your account.',
      canDo: 'You can still read your requests, bookings and messages, and export your data.',
      cannotDo:
        'Nothing can be changed or sent while the suspension lasts: your page is unavailable and your form refuses requests. Your clients keep their bookings.',
      export: 'Export my data',
      contact: 'To contest it, write to {{email}}.',
      composer: 'Your account is suspended: you cannot send messages.',
    },
    settings: {
      pageTitle: 'Settings',
      title: 'Settings',
      intro: 'Everything about your account, your bookings and your plan.',
      groups: {
        account: 'Account',
        work: 'Your work',
        help: 'Help and community',
      },
      soon: 'Soon',
      areas: {
        account: {
          title: 'Account',
          text: 'Email, password, signed-in devices, deleting the account.',
        },
        consent: {
          title: 'Consent form',
          text: 'Health questions, risks, aftercare and an online signature before the session.',
        },
        bookings: {
          title: 'Bookings',
          text: 'Open requests, custom projects, touch-ups, notice before a slot.',
        },
        features: {
          title: 'Features',
          text: 'Turn the optional parts of Inkslot on or off.',
        },
        plan: {
          title: 'Plan',
          text: 'Free or Pro, billing and usage.',
        },
        preferences: {
          title: 'Preferences',
          text: 'Language, time zone, units, hour format, currency, theme.',
        },
        notifications: {
          title: 'Notifications',
          text: 'Emails for requests, messages and cancellations.',
        },
        emailTemplates: {
          title: 'Email templates',
          text: 'The text of the emails your clients receive.',
        },
        referral: {
          title: 'Invite and earn',
          text: 'Invite artists and earn discounts.',
        },
        support: {
          title: 'Support',
          text: 'A question? Write to us.',
        },
        suggestions: {
          title: 'Feature suggestions',
          text: 'Suggest and vote for what comes next.',
        },
        bug: {
          title: 'Report a bug',
          text: 'Something does not work? Tell us.',
        },
      },
    },
    notFound: {
      back: 'Back to Today',
    },
  },
  es: {
    suspended: {
      title: 'Tu cuenta está suspendida',
      reason: 'Motivo indicado por el equipo de Inkslot: «{{reason}}»',
      noReason: 'El equipo de Inkslot ha suspendido tu cuenta.',
      canDo: 'Puedes seguir consultando tus solicitudes, citas y mensajes, y exportar tus datos.',
      cannotDo:
        'No se puede cambiar ni enviar nada mientras dure la suspensión: tu página no está disponible y tu formulario rechaza solicitudes. Tus clientes conservan sus citas.',
      export: 'Exportar mis datos',
      contact: 'Para impugnarla, escribe a {{email}}.',
      composer: 'Tu cuenta está suspendida: no puedes enviar mensajes.',
    },
    settings: {
      pageTitle: 'Ajustes',
      title: 'Ajustes',
      intro: 'Todo sobre tu cuenta, tus reservas y tu plan.',
      groups: {
        account: 'Cuenta',
        work: 'Tu actividad',
        help: 'Ayuda y comunidad',
      },
      soon: 'Pronto',
      areas: {
        account: {
          title: 'Cuenta',
          text: 'Email, contraseña, dispositivos conectados, eliminar la cuenta.',
        },
        consent: {
          title: 'Formulario de consentimiento',
          text: 'Preguntas de salud, riesgos, cuidados y firma en línea antes de la sesión.',
        },
        bookings: {
          title: 'Reservas',
          text: 'Solicitudes abiertas, proyectos, retoques, antelación mínima.',
        },
        features: {
          title: 'Funciones',
          text: 'Activa u oculta las partes opcionales de Inkslot.',
        },
        plan: {
          title: 'Plan',
          text: 'Free o Pro, facturación y uso.',
        },
        preferences: {
          title: 'Preferencias',
          text: 'Idioma, zona horaria, unidades, formato horario, moneda, tema.',
        },
        notifications: {
          title: 'Notificaciones',
          text: 'Correos de solicitudes, mensajes y cancelaciones.',
        },
        emailTemplates: {
          title: 'Plantillas de correo',
          text: 'El texto de los correos que reciben tus clientes.',
        },
        referral: {
          title: 'Invita y gana',
          text: 'Invita a artistas y gana descuentos.',
        },
        support: {
          title: 'Soporte',
          text: '¿Una pregunta? Escríbenos.',
        },
        suggestions: {
          title: 'Sugerencias',
          text: 'Propón y vota las próximas funciones.',
        },
        bug: {
          title: 'Informar de un error',
          text: '¿Algo no funciona? Cuéntanoslo.',
        },
      },
    },
    notFound: {
      back: 'Volver a Hoy',
    },
  },
});
