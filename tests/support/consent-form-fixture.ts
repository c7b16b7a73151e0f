import type { ConsentFormTemplate } from '#shared/domain/consent/form-template.ts';

const text = (fr: string, en: string, es: string) => ({ fr, en, es });

/**
 * A small consent form for the tests (two health questions, one risk, one aftercare statement, one own
 * question): the tests need a form they know, whatever the default texts say.
 */
export const testConsentForm: ConsentFormTemplate = {
  jurisdiction: 'FR',
  title: text('Consentement éclairé', 'Informed consent', 'Consentimiento informado'),
  intro: text('Lisez avant de signer.', 'Read before you sign.', 'Lee antes de firmar.'),
  healthQuestions: [
    {
      id: 'allergies',
      kind: 'yes_no',
      label: text('Avez-vous des allergies ?', 'Do you have allergies?', '¿Tienes alergias?'),
      detailsOnYes: true,
      flagWhen: 'yes',
    },
    {
      id: 'blood-thinners',
      kind: 'yes_no',
      label: text(
        'Prenez-vous des anticoagulants ?',
        'Do you take blood thinners?',
        '¿Tomas anticoagulantes?',
      ),
      flagWhen: 'yes',
    },
  ],
  risks: [
    { id: 'infection', text: text('Risque d’infection.', 'Risk of infection.', 'Riesgo de infección.') },
  ],
  aftercare: [
    { id: 'wash', text: text('Lavez deux fois par jour.', 'Wash twice a day.', 'Lava dos veces al día.') },
  ],
  photoUse: text('Photos autorisées ?', 'May we take photos?', '¿Podemos hacer fotos?'),
  customQuestions: [],
  declaration: text('Je certifie l’exactitude.', 'I confirm this is true.', 'Confirmo que es cierto.'),
  guardianAllowedByDefault: true,
  guardianPermittedByLaw: true,
};

/** The same form under the UK's law: no guardian, ever. */
export const testConsentFormNoGuardian: ConsentFormTemplate = {
  ...testConsentForm,
  jurisdiction: 'GB',
  guardianAllowedByDefault: false,
  guardianPermittedByLaw: false,
};

/** A signing of `testConsentForm`, answered in full (one flagged answer), without its signature. */
export const testConsentAnswers = {
  fullName: 'Ada Lovelace',
  dateOfBirth: '1990-12-10',
  answers: [
    { questionId: 'allergies', answer: 'yes' as const, details: 'Latex' },
    { questionId: 'blood-thinners', answer: 'no' as const },
  ],
  acknowledged: ['infection', 'wash'],
  photoUse: true,
};
