import type { ConsentFormTemplate } from '#shared/domain/consent/form-template.ts';
import { franceConsentForm } from './fr.ts';

/**
 * The United Kingdom's default form: France's questions (already in British English, with Roaccutane), risks,
 * aftercare and photo consent (UK GDPR), with the UK's introduction and a declaration of age. The Tattooing of
 * Minors Act 1969 (Great Britain) and the Tattooing of Minors (Northern Ireland) Order 1979 forbid tattooing anyone
 * under 18, whatever a parent says: no guardian, and the setting stays locked off.
 */
export const unitedKingdomConsentForm: ConsentFormTemplate = {
  ...franceConsentForm,
  jurisdiction: 'GB',
  intro: {
    fr: 'Lisez ce formulaire attentivement avant de signer. Vos réponses aux questions de santé permettent à l’artiste de travailler en toute sécurité ; elles sont confidentielles et ne servent qu’à votre séance. Le formulaire présente aussi les risques du tatouage et les soins que vous vous engagez à suivre. Au Royaume-Uni, la loi interdit de tatouer une personne de moins de 18 ans, même avec l’accord de ses parents : une pièce d’identité avec photo peut vous être demandée.',
    en: 'Please read this form carefully before you sign. Your answers to the health questions let the artist work safely; they are confidential and used only for your session. The form also sets out the risks of tattooing and the aftercare you agree to follow. By law, nobody under 18 can be tattooed in the UK, even with a parent’s consent, so you may be asked for photo ID.',
    es: 'Lea este formulario con atención antes de firmar. Sus respuestas a las preguntas de salud permiten al artista trabajar con seguridad; son confidenciales y solo se utilizan para su sesión. El formulario recoge también los riesgos del tatuaje y los cuidados que se compromete a seguir. En el Reino Unido la ley prohíbe tatuar a menores de 18 años, incluso con el permiso de sus padres, por lo que se le puede pedir un documento de identidad con foto.',
  },
  declaration: {
    fr: 'Je certifie que j’ai 18 ans ou plus, que mes réponses sont exactes et complètes et que je ne serai pas sous l’effet de l’alcool ou de drogues lors de la séance. J’ai lu et compris les risques et les soins présentés ci-dessus. Je consens librement à me faire tatouer et je sais que l’artiste peut refuser de me tatouer ou arrêter la séance à tout moment si cela lui semble nécessaire.',
    en: 'I confirm that I am 18 or over, that my answers are true and complete, and that I will not be under the influence of alcohol or drugs at my session. I have read and understood the risks and aftercare set out above. I freely consent to be tattooed, and I understand that the artist may refuse to tattoo me or stop the session at any time if they consider it necessary.',
    es: 'Declaro que tengo 18 años o más, que mis respuestas son verdaderas y completas y que no estaré bajo los efectos del alcohol ni de drogas durante la sesión. He leído y comprendido los riesgos y los cuidados indicados arriba. Doy libremente mi consentimiento para tatuarme y sé que el artista puede negarse a tatuarme o interrumpir la sesión en cualquier momento si lo considera necesario.',
  },
  guardianAllowedByDefault: false,
  guardianPermittedByLaw: false,
};
