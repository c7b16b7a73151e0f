import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * The reminders of a project's sessions still to book (issue 31; ADR 0093), `email.projects.…`,
 * merged into `email.…` by shared/i18n/design-email-translator.ts: only the email consumer carries them.
 */
export const projectEmails = defineMessages({
  fr: {
    projects: {
      client: {
        subject: 'Réservez la séance {{next}} de votre projet avec {{displayName}}',
        body: 'Bonjour {{firstname}}, où en est votre projet avec {{displayName}} : séances faites, {{done}} sur {{planned}}, la dernière le {{date}}. La séance {{next}} reste à réserver.',
        how: 'Choisissez un créneau avec {{displayName}} en lui répondant, ou depuis votre espace client où vous suivez l’avancement du projet.',
        cta: 'Voir mon projet',
      },
      artist: {
        subject: 'La séance {{next}} de {{firstname}} {{lastname}} reste à réserver',
        body: 'Projet de {{firstname}} {{lastname}} : séances faites, {{done}} sur {{planned}}, la dernière le {{date}}. La séance {{next}} n’est toujours pas réservée, malgré deux rappels envoyés à {{firstname}}.',
        how: 'Réservez-la depuis le rendez-vous, écrivez à {{firstname}}, ou clôturez le projet pour arrêter ces rappels.',
        cta: 'Ouvrir le projet',
      },
    },
  },
  en: {
    projects: {
      client: {
        subject: 'Book session {{next}} of your project with {{displayName}}',
        body: 'Hi {{firstname}}, here is where your project with {{displayName}} stands: sessions done, {{done}} of {{planned}}, the last one on {{date}}. Session {{next}} is still to book.',
        how: 'Pick a time with {{displayName}} by answering them, or from your client space where you follow the project’s progress.',
        cta: 'See my project',
      },
      artist: {
        subject: '{{firstname}} {{lastname}}’s session {{next}} is still to book',
        body: '{{firstname}} {{lastname}}’s project: sessions done, {{done}} of {{planned}}, the last one on {{date}}. Session {{next}} is still not booked, although {{firstname}} was reminded twice.',
        how: 'Book it from the booking, write to {{firstname}}, or close the project to stop these reminders.',
        cta: 'Open the project',
      },
    },
  },
  es: {
    projects: {
      client: {
        subject: 'Reserva la sesión {{next}} de tu proyecto con {{displayName}}',
        body: 'Hola {{firstname}}, así va tu proyecto con {{displayName}}: sesiones hechas, {{done}} de {{planned}}, la última el {{date}}. Falta reservar la sesión {{next}}.',
        how: 'Elige un horario con {{displayName}} respondiéndole, o desde tu espacio de cliente, donde sigues el avance del proyecto.',
        cta: 'Ver mi proyecto',
      },
      artist: {
        subject: 'Falta reservar la sesión {{next}} de {{firstname}} {{lastname}}',
        body: 'Proyecto de {{firstname}} {{lastname}}: sesiones hechas, {{done}} de {{planned}}, la última el {{date}}. La sesión {{next}} sigue sin reservar, aunque se le recordó dos veces a {{firstname}}.',
        how: 'Resérvala desde la cita, escribe a {{firstname}} o cierra el proyecto para detener estos recordatorios.',
        cta: 'Abrir el proyecto',
      },
    },
  },
});
