import { describe, expect, it } from 'vitest';
import {
  type ConsentFormTemplate,
  type ConsentText,
  consentJurisdictions,
  consentLanguages,
} from '#shared/domain/consent/form-template.ts';
import { defaultConsentForms } from './index.ts';

const forms = consentJurisdictions.map(
  (jurisdiction) => [jurisdiction, defaultConsentForms[jurisdiction]] as const,
);

/** Every text of a form with where it stands, so a failure names the field. */
function textsOf(form: ConsentFormTemplate): [string, ConsentText][] {
  return [
    ['title', form.title],
    ['intro', form.intro],
    ['photoUse', form.photoUse],
    ['declaration', form.declaration],
    ...form.healthQuestions.map((q): [string, ConsentText] => [`healthQuestions.${q.id}`, q.label]),
    ...form.risks.map((s): [string, ConsentText] => [`risks.${s.id}`, s.text]),
    ...form.aftercare.map((s): [string, ConsentText] => [`aftercare.${s.id}`, s.text]),
  ];
}

const englishOf = (form: ConsentFormTemplate) => textsOf(form).map(([, text]) => text.en);
const idsOf = (form: ConsentFormTemplate) => ({
  healthQuestions: form.healthQuestions.map((q) => q.id),
  risks: form.risks.map((s) => s.id),
  aftercare: form.aftercare.map((s) => s.id),
});

describe('default consent forms', () => {
  it.each(forms)('%s: the form is filed under its own jurisdiction', (jurisdiction, form) => {
    expect(form.jurisdiction).toBe(jurisdiction);
  });

  it.each(forms)('%s: every text is written, and translated, in the three languages', (_, form) => {
    for (const [field, text] of textsOf(form)) {
      for (const language of consentLanguages) {
        const value = text[language];
        expect(value.trim(), `${field}.${language}`).not.toBe('');
        expect(value.length, `${field}.${language} is too long`).toBeLessThanOrEqual(600);
        expect(value, `${field}.${language}`).not.toMatch(/\$\{|undefined|TODO/);
      }
      expect(text.fr, `${field}: French left in English`).not.toBe(text.en);
      expect(text.es, `${field}: Spanish left in English`).not.toBe(text.en);
    }
  });

  it.each(forms)('%s: ids are unique within the form', (_, form) => {
    const ids = Object.values(idsOf(form)).flat();
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the same concepts carry the same ids in every form, so answers compare across jurisdictions', () => {
    const france = idsOf(defaultConsentForms.FR);
    expect(france.healthQuestions).toEqual(
      expect.arrayContaining([
        'allergies',
        'skin-condition',
        'blood-thinners',
        'isotretinoin',
        'diabetes',
        'heart-condition',
        'epilepsy',
        'bleeding-disorder',
        'immune-condition',
        'blood-borne-infection',
        'pregnancy',
        'alcohol-drugs',
        'meal-before',
      ]),
    );
    expect(france.risks).toEqual(
      expect.arrayContaining([
        'infection',
        'allergic-reaction',
        'scarring',
        'healing-variation',
        'permanence',
        'mri',
      ]),
    );
    expect(france.aftercare).toEqual(
      expect.arrayContaining([
        'written-aftercare',
        'keep-clean',
        'no-soaking',
        'no-sun',
        'no-scratching',
        'see-doctor',
      ]),
    );
    for (const [, form] of forms) expect(idsOf(form)).toEqual(france);
  });

  it.each(forms)('%s: every health question is a yes/no question that flags an answer', (_, form) => {
    for (const question of form.healthQuestions) {
      expect(question.kind, question.id).toBe('yes_no');
      expect(question.flagWhen, question.id).toBeDefined();
    }
    const flaggedOnNo = form.healthQuestions.filter((q) => q.flagWhen === 'no').map((q) => q.id);
    expect(flaggedOnNo).toEqual(['meal-before']);
  });

  it.each(forms)('%s: the defaults have no questions of the artist’s own', (_, form) => {
    expect(form.customQuestions).toEqual([]);
  });

  it('a guardian signs for a minor where the law lets one, never in the UK', () => {
    const rules = Object.fromEntries(
      forms.map(([jurisdiction, form]) => [
        jurisdiction,
        [form.guardianAllowedByDefault, form.guardianPermittedByLaw],
      ]),
    );
    expect(rules).toEqual({ FR: [true, true], ES: [true, true], GB: [false, false], US: [false, true] });
  });

  it('each form names isotretinoin as its country knows it, in every language', () => {
    const brands = { FR: 'Roaccutane', ES: 'Roacután', GB: 'Roaccutane', US: 'Accutane' } as const;
    for (const [jurisdiction, form] of forms) {
      const label = form.healthQuestions.find((q) => q.id === 'isotretinoin')?.label;
      for (const language of consentLanguages)
        expect(label?.[language]).toContain(`(${brands[jurisdiction]})`);
    }
    const english = (jurisdiction: 'GB' | 'US') =>
      defaultConsentForms[jurisdiction].healthQuestions.find((q) => q.id === 'isotretinoin')?.label.en;
    expect(english('GB')).toContain('isotretinoin (Roaccutane)');
    expect(english('US')).toContain('isotretinoin (Accutane)');
  });

  it('the US form is in American English and the others in British English, units included', () => {
    const british = /colour|haemophilia|anaesthe|sunbed|kitchen paper|plasters|\d cm\b/;
    const american = /\bcolor|hemophilia|anesthe|tanning bed|paper towel|bandages|inches/;
    const us = englishOf(defaultConsentForms.US).join('\n');
    expect(us).toMatch(american);
    expect(us).not.toMatch(british);
    for (const jurisdiction of ['FR', 'ES', 'GB'] as const) {
      const en = englishOf(defaultConsentForms[jurisdiction]).join('\n');
      expect(en, jurisdiction).toMatch(british);
      expect(en, jurisdiction).not.toMatch(american);
    }
  });

  it('in Europe the photo question says consent can be withdrawn; in the US it says so plainly', () => {
    for (const jurisdiction of ['FR', 'ES', 'GB'] as const) {
      const { photoUse } = defaultConsentForms[jurisdiction];
      expect(photoUse.fr).toContain('retirer ce consentement');
      expect(photoUse.en).toContain('withdraw this consent');
      expect(photoUse.es).toContain('retirar este consentimiento');
    }
    const us = defaultConsentForms.US.photoUse;
    expect(us.en).not.toContain('withdraw');
    expect(us.en).toContain('change your mind');
  });

  it('the UK form tells the client that nobody under 18 is tattooed, and has them declare their age', () => {
    const { intro, declaration } = defaultConsentForms.GB;
    expect(intro.en).toContain('nobody under 18');
    expect(intro.fr).toContain('moins de 18 ans');
    expect(intro.es).toContain('menores de 18 años');
    expect(declaration.en).toContain('I am 18 or over');
    for (const jurisdiction of ['FR', 'ES', 'US'] as const) {
      expect(defaultConsentForms[jurisdiction].declaration.en).not.toContain('18 or over');
    }
  });
});
