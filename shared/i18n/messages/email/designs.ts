import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * Design approval's emails (ADR 0090), `email.designs.…`, merged into `email.…` by
 * shared/i18n/design-email-translator.ts: only the email consumer carries them.
 */
export const designEmails = defineMessages({
  fr: {
    designs: {
      shared: {
        subject: 'Un dessin à approuver de {{displayName}}',
        subjectNext: 'Version {{version}} de votre dessin, par {{displayName}}',
        body_one:
          'Bonjour {{firstname}}, {{displayName}} vous partage un dessin pour {{projectType}} (version {{version}}, {{count}} image).',
        body_other:
          'Bonjour {{firstname}}, {{displayName}} vous partage un dessin pour {{projectType}} (version {{version}}, {{count}} images).',
        note: 'Son mot : « {{note}} »',
        answerBy: 'Merci de répondre d’ici le {{date}} : approuvez-le ou demandez des changements.',
        revisions_one: '{{count}} retouche est comprise.',
        revisions_other: '{{count}} retouches sont comprises.',
        noRevisions: 'Aucune retouche n’est comprise.',
        private: 'Les images sont privées : elles s’affichent dans votre espace client.',
        cta: 'Voir le dessin',
      },
      answered: {
        approvedSubject: '{{firstname}} approuve votre dessin',
        approved:
          '{{firstname}} approuve la version {{version}} de votre dessin pour {{projectType}}. Elle est épinglée sur le rendez-vous.',
        changesSubject: '{{firstname}} demande des changements',
        changes:
          '{{firstname}} demande des changements sur la version {{version}} de votre dessin pour {{projectType}} :',
        comment: '« {{comment}} »',
        revision: 'C’est la retouche n° {{number}} (comprise).',
        paidRevision: 'C’est la retouche n° {{number}}, payée {{amount}} en ligne.',
        next: 'Partagez la version suivante depuis le rendez-vous ou la demande.',
        cta: 'Ouvrir le dessin',
      },
      reminder: {
        approved_one:
          'Votre dessin approuvé (version {{version}}, {{count}} image) est épinglé sur le rendez-vous : retrouvez-le dans votre espace client.',
        approved_other:
          'Votre dessin approuvé (version {{version}}, {{count}} images) est épinglé sur le rendez-vous : retrouvez-le dans votre espace client.',
      },
    },
  },
  en: {
    designs: {
      shared: {
        subject: 'A design to approve from {{displayName}}',
        subjectNext: 'Version {{version}} of your design, from {{displayName}}',
        body_one:
          'Hello {{firstname}}, {{displayName}} shares a design for {{projectType}} with you (version {{version}}, {{count}} image).',
        body_other:
          'Hello {{firstname}}, {{displayName}} shares a design for {{projectType}} with you (version {{version}}, {{count}} images).',
        note: 'Their note: “{{note}}”',
        answerBy: 'Please answer by {{date}}: approve it or ask for changes.',
        revisions_one: '{{count}} revision is included.',
        revisions_other: '{{count}} revisions are included.',
        noRevisions: 'No revision is included.',
        private: 'The images are private: they show in your client space.',
        cta: 'See the design',
      },
      answered: {
        approvedSubject: '{{firstname}} approves your design',
        approved:
          '{{firstname}} approves version {{version}} of your design for {{projectType}}. It is pinned on the booking.',
        changesSubject: '{{firstname}} asks for changes',
        changes: '{{firstname}} asks for changes on version {{version}} of your design for {{projectType}}:',
        comment: '“{{comment}}”',
        revision: 'This is revision #{{number}} (included).',
        paidRevision: 'This is revision #{{number}}, paid {{amount}} online.',
        next: 'Share the next version from the booking or the request.',
        cta: 'Open the design',
      },
      reminder: {
        approved_one:
          'Your approved design (version {{version}}, {{count}} image) is pinned on the booking: see it in your client space.',
        approved_other:
          'Your approved design (version {{version}}, {{count}} images) is pinned on the booking: see it in your client space.',
      },
    },
  },
  es: {
    designs: {
      shared: {
        subject: 'Un diseño para aprobar de {{displayName}}',
        subjectNext: 'Versión {{version}} de tu diseño, de {{displayName}}',
        body_one:
          'Hola {{firstname}}, {{displayName}} te comparte un diseño para {{projectType}} (versión {{version}}, {{count}} imagen).',
        body_other:
          'Hola {{firstname}}, {{displayName}} te comparte un diseño para {{projectType}} (versión {{version}}, {{count}} imágenes).',
        note: 'Su nota: «{{note}}»',
        answerBy: 'Responde antes del {{date}}: apruébalo o pide cambios.',
        revisions_one: '{{count}} retoque está incluido.',
        revisions_other: '{{count}} retoques están incluidos.',
        noRevisions: 'No hay retoques incluidos.',
        private: 'Las imágenes son privadas: se ven en tu espacio de cliente.',
        cta: 'Ver el diseño',
      },
      answered: {
        approvedSubject: '{{firstname}} aprueba tu diseño',
        approved:
          '{{firstname}} aprueba la versión {{version}} de tu diseño para {{projectType}}. Queda fijada en la cita.',
        changesSubject: '{{firstname}} pide cambios',
        changes: '{{firstname}} pide cambios en la versión {{version}} de tu diseño para {{projectType}}:',
        comment: '«{{comment}}»',
        revision: 'Es el retoque n.º {{number}} (incluido).',
        paidRevision: 'Es el retoque n.º {{number}}, pagado {{amount}} en línea.',
        next: 'Comparte la siguiente versión desde la cita o la solicitud.',
        cta: 'Abrir el diseño',
      },
      reminder: {
        approved_one:
          'Tu diseño aprobado (versión {{version}}, {{count}} imagen) está fijado en la cita: míralo en tu espacio de cliente.',
        approved_other:
          'Tu diseño aprobado (versión {{version}}, {{count}} imágenes) está fijado en la cita: míralo en tu espacio de cliente.',
      },
    },
  },
});
