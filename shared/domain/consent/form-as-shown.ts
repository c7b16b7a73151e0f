import type { ConsentFormTemplate, ConsentLanguage } from './form-template.ts';

/** A question as the client read it, in the language they signed in. */
export interface ShownQuestion {
  id: string;
  kind: 'yes_no' | 'text';
  label: string;
  detailsOnYes?: boolean;
  flagWhen?: 'yes' | 'no';
}

/**
 * The form exactly as the client saw it (ADR 0088): one language, every text the artist's version held.
 * It is what the consent item keeps, what the PDF prints, and what the form's hash is taken of.
 */
export interface ShownForm {
  language: ConsentLanguage;
  title: string;
  intro: string;
  healthQuestions: ShownQuestion[];
  risks: { id: string; text: string }[];
  aftercare: { id: string; text: string }[];
  photoUse: string;
  customQuestions: ShownQuestion[];
  declaration: string;
}

const question =
  (language: ConsentLanguage) =>
  (q: ConsentFormTemplate['healthQuestions'][number]): ShownQuestion => ({
    id: q.id,
    kind: q.kind,
    label: q.label[language],
    ...(q.kind === 'yes_no' && q.detailsOnYes && { detailsOnYes: true }),
    ...(q.kind === 'yes_no' && q.flagWhen && { flagWhen: q.flagWhen }),
  });

/** The form in one language, with its fields in a fixed order (so its text, and its hash, are stable). */
export function formAsShown(form: ConsentFormTemplate, language: ConsentLanguage): ShownForm {
  return {
    language,
    title: form.title[language],
    intro: form.intro[language],
    healthQuestions: form.healthQuestions.map(question(language)),
    risks: form.risks.map((s) => ({ id: s.id, text: s.text[language] })),
    aftercare: form.aftercare.map((s) => ({ id: s.id, text: s.text[language] })),
    photoUse: form.photoUse[language],
    customQuestions: form.customQuestions.map(question(language)),
    declaration: form.declaration[language],
  };
}

/** The text the form's hash is taken of: the shown form as JSON, keys in the order above. */
export function shownFormText(shown: ShownForm): string {
  return JSON.stringify(shown);
}
