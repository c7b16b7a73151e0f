import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * The consent form as the client fills it in (`web.consentForm.*`): the portal's signing page and the
 * artist's preview in settings show the same fields.
 */
export const lazyMessages = defineMessages({
  fr: {
    consentForm: {
      identity: 'Votre identité',
      fullName: 'Nom complet',
      dateOfBirth: 'Date de naissance',
      health: 'Votre santé',
      yes: 'Oui',
      no: 'Non',
      details: 'Précisez',
      answer: 'Votre réponse',
      risks: 'Les risques',
      aftercare: 'Les soins après le tatouage',
      acknowledge: 'J’ai lu et j’accepte',
      photoUse: 'Photos',
      own: 'Questions de l’artiste',
      required: 'obligatoire',
    },
  },
  en: {
    consentForm: {
      identity: 'Your identity',
      fullName: 'Full name',
      dateOfBirth: 'Date of birth',
      health: 'Your health',
      yes: 'Yes',
      no: 'No',
      details: 'Give the details',
      answer: 'Your answer',
      risks: 'The risks',
      aftercare: 'Aftercare',
      acknowledge: 'I have read and accept',
      photoUse: 'Photos',
      own: 'The artist’s questions',
      required: 'required',
    },
  },
  es: {
    consentForm: {
      identity: 'Tu identidad',
      fullName: 'Nombre completo',
      dateOfBirth: 'Fecha de nacimiento',
      health: 'Tu salud',
      yes: 'Sí',
      no: 'No',
      details: 'Precisa',
      answer: 'Tu respuesta',
      risks: 'Los riesgos',
      aftercare: 'Los cuidados posteriores',
      acknowledge: 'He leído y acepto',
      photoUse: 'Fotos',
      own: 'Preguntas del artista',
      required: 'obligatorio',
    },
  },
});
