import { describe, expect, it } from 'vitest';
import { testConsentForm } from '#tests/support/consent-form-fixture.ts';
import { answerProblems, flaggedQuestions, normalizedAnswers } from './answers.ts';
import { formAsShown, shownFormText } from './form-as-shown.ts';

const form = formAsShown(
  {
    ...testConsentForm,
    customQuestions: [
      { id: 'own-style', kind: 'text', label: { fr: 'Style ?', en: 'Style?', es: '¿Estilo?' } },
    ],
  },
  'en',
);
const complete = {
  answers: [
    { questionId: 'allergies', answer: 'yes' as const, details: 'Latex' },
    { questionId: 'blood-thinners', answer: 'no' as const },
    { questionId: 'own-style', text: 'Fine line' },
  ],
  acknowledged: ['infection', 'wash'],
  photoUse: true,
};

describe('answerProblems', () => {
  it('accepts a form answered in full', () => {
    expect(answerProblems(form, complete)).toEqual([]);
  });

  it('names each missing answer, missing details on yes, unticked statement and unknown question', () => {
    const problems = answerProblems(form, {
      answers: [
        { questionId: 'allergies', answer: 'yes' },
        { questionId: 'invented', answer: 'no' },
      ],
      acknowledged: ['infection'],
      photoUse: false,
    });
    expect(problems).toEqual([
      { path: 'answers.allergies.details', code: 'detailsRequired' },
      { path: 'answers.blood-thinners', code: 'answerRequired' },
      { path: 'answers.own-style', code: 'answerRequired' },
      { path: 'answers.invented', code: 'unknownQuestion' },
      { path: 'acknowledged.wash', code: 'acknowledgeRequired' },
    ]);
  });
});

describe('flaggedQuestions', () => {
  it('flags the answers equal to their question’s flagWhen, and only those', () => {
    const answers = normalizedAnswers(form, complete.answers);
    expect(flaggedQuestions(form, answers)).toEqual(['allergies']);
    const none = normalizedAnswers(form, [
      { questionId: 'allergies', answer: 'no', details: 'ignored' },
      { questionId: 'blood-thinners', answer: 'no' },
    ]);
    expect(flaggedQuestions(form, none)).toEqual([]);
    expect(none[0]).toEqual({ questionId: 'allergies', answer: 'no' });
  });
});

describe('formAsShown', () => {
  it('keeps one language and a stable text (the hash is taken of it)', () => {
    expect(form.title).toBe('Informed consent');
    expect(form.healthQuestions[0]).toEqual({
      id: 'allergies',
      kind: 'yes_no',
      label: 'Do you have allergies?',
      detailsOnYes: true,
      flagWhen: 'yes',
    });
    expect(shownFormText(formAsShown(testConsentForm, 'fr'))).toBe(
      shownFormText(formAsShown(testConsentForm, 'fr')),
    );
    expect(shownFormText(formAsShown(testConsentForm, 'fr'))).not.toBe(
      shownFormText(formAsShown(testConsentForm, 'es')),
    );
  });
});
