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
      problems: {
        answerRequired: 'Répondez à cette question',
        detailsRequired: 'Précisez votre réponse',
        acknowledgeRequired: 'Cochez pour confirmer que vous avez lu',
        unknownQuestion: 'Cette question ne fait pas partie du formulaire',
        fullNameRequired: 'Indiquez votre nom complet',
        dateOfBirthInvalid: 'Indiquez une date de naissance valide',
      },
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
      problems: {
        answerRequired: 'Answer this question',
        detailsRequired: 'Give the details',
        acknowledgeRequired: 'Tick to confirm you have read it',
        unknownQuestion: 'This question is not part of the form',
        fullNameRequired: 'Give your full name',
        dateOfBirthInvalid: 'Give a valid date of birth',
      },
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
      problems: {
        answerRequired: 'Responde a esta pregunta',
        detailsRequired: 'Precisa tu respuesta',
        acknowledgeRequired: 'Marca para confirmar que lo has leído',
        unknownQuestion: 'Esta pregunta no forma parte del formulario',
        fullNameRequired: 'Indica tu nombre completo',
        dateOfBirthInvalid: 'Indica una fecha de nacimiento válida',
      },
    },
  },
});
