import { defineMessages } from '#shared/i18n/define-messages.ts';

/** The consent forms' emails (issue 30, item 1; ADR 0088), `email.consent.…`. */
export const consent = defineMessages({
  fr: {
    signedSubject: 'Votre formulaire de consentement signé pour {{displayName}}',
    signedBody:
      'Bonjour {{firstname}}, vous avez signé le formulaire de consentement de votre rendez-vous du {{date}} avec {{displayName}}. Le PDF signé est joint à cet email ; il est conservé sans modification possible.',
    signedCta: 'Voir mon rendez-vous',
    artistSubject: '{{firstname}} a signé le formulaire de consentement',
    artistBody:
      '{{firstname}} a signé le formulaire de consentement du rendez-vous du {{date}}. Le PDF signé est joint.',
    artistFlagged_one: '{{count}} réponse est à vérifier avant la séance.',
    artistFlagged_other: '{{count}} réponses sont à vérifier avant la séance.',
    artistCta: 'Voir le rendez-vous',
    hash: 'Empreinte SHA-256 du PDF : {{hash}}',
    ask: '{{displayName}} vous demande de remplir et signer le formulaire de consentement avant le {{deadline}}, depuis votre espace client : cela prend quelques minutes sur votre téléphone.',
    signCta: 'Signer le formulaire de consentement',
  },
  en: {
    signedSubject: 'Your signed consent form for {{displayName}}',
    signedBody:
      'Hi {{firstname}}, you signed the consent form of your appointment on {{date}} with {{displayName}}. The signed PDF is attached to this email; it is kept so that nobody can change it.',
    signedCta: 'See my booking',
    artistSubject: '{{firstname}} signed the consent form',
    artistBody:
      '{{firstname}} signed the consent form of the appointment on {{date}}. The signed PDF is attached.',
    artistFlagged_one: '{{count}} answer is to be checked before the session.',
    artistFlagged_other: '{{count}} answers are to be checked before the session.',
    artistCta: 'See the booking',
    hash: 'SHA-256 of the PDF: {{hash}}',
    ask: '{{displayName}} asks you to fill in and sign the consent form before {{deadline}}, from your client space: it takes a few minutes on your phone.',
    signCta: 'Sign the consent form',
  },
  es: {
    signedSubject: 'Tu formulario de consentimiento firmado para {{displayName}}',
    signedBody:
      'Hola {{firstname}}, has firmado el formulario de consentimiento de tu cita del {{date}} con {{displayName}}. El PDF firmado va adjunto a este email; se conserva sin que nadie pueda cambiarlo.',
    signedCta: 'Ver mi cita',
    artistSubject: '{{firstname}} ha firmado el formulario de consentimiento',
    artistBody:
      '{{firstname}} ha firmado el formulario de consentimiento de la cita del {{date}}. El PDF firmado va adjunto.',
    artistFlagged_one: '{{count}} respuesta debe revisarse antes de la sesión.',
    artistFlagged_other: '{{count}} respuestas deben revisarse antes de la sesión.',
    artistCta: 'Ver la cita',
    hash: 'SHA-256 del PDF: {{hash}}',
    ask: '{{displayName}} te pide que rellenes y firmes el formulario de consentimiento antes del {{deadline}}, desde tu espacio de cliente: son unos minutos en tu móvil.',
    signCta: 'Firmar el formulario de consentimiento',
  },
});
