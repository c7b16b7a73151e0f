import type { ConsentFormTemplate } from '#shared/domain/consent/form-template.ts';
import { franceConsentForm, isotretinoinQuestion } from './fr.ts';

/**
 * Spain's default form: France's questions, risks, aftercare, photo consent (GDPR) and declaration, with Spain's
 * introduction and brand name. Tattooing is regulated by each autonomous community; most require a signed
 * informed consent and, for minors, the written consent of their parents or guardians.
 */
export const spainConsentForm: ConsentFormTemplate = {
  ...franceConsentForm,
  jurisdiction: 'ES',
  intro: {
    fr: 'Ce document de consentement éclairé réunit les questions de santé que l’artiste doit connaître pour travailler en toute sécurité, les risques du tatouage et les soins à respecter ensuite. Lisez-le attentivement et posez vos questions avant de signer. Vos réponses sont confidentielles et ne servent qu’à votre séance. Si vous avez moins de 18 ans, il vous faut en plus l’autorisation écrite de votre père, de votre mère ou de votre tuteur légal.',
    en: 'This informed consent form brings together the health questions the artist needs answered to work safely, the risks of tattooing and the aftercare. Please read it carefully and ask any questions before you sign. Your answers are confidential and used only for your session. If you are under 18, you also need the written consent of your mother, father or legal guardian.',
    es: 'Este documento de consentimiento informado reúne las preguntas de salud que el artista necesita conocer para trabajar con seguridad, los riesgos del tatuaje y los cuidados posteriores. Léalo con atención y consulte cualquier duda antes de firmar. Sus respuestas son confidenciales y solo se utilizan para su sesión. Si es menor de 18 años, necesita además la autorización por escrito de su padre, su madre o su tutor legal.',
  },
  healthQuestions: franceConsentForm.healthQuestions.map((question) =>
    question.id === 'isotretinoin' ? isotretinoinQuestion('Roacután') : question,
  ),
  guardianAllowedByDefault: true,
  guardianPermittedByLaw: true,
};
