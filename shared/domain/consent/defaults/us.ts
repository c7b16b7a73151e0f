import type {
  ConsentFormTemplate,
  ConsentQuestion,
  ConsentStatement,
} from '#shared/domain/consent/form-template.ts';
import { franceConsentForm, isotretinoinQuestion } from './fr.ts';

/** The English of France's form that British and American spelling or usage words differently, by id. */
const americanEnglish: Record<string, string> = {
  allergies:
    'Do you have any known allergy, for example to latex, tattoo inks or pigments, metals (such as nickel), antiseptics, local anesthetics or adhesive bandages?',
  'previous-reaction':
    'Have you ever reacted badly to a tattoo or permanent makeup (allergy, lasting swelling, poor healing)?',
  'skin-condition':
    'Do you have a skin condition on or within about 2 inches of the area to be tattooed, such as eczema, psoriasis, keloid scars, moles, sunburn, a cut or irritation?',
  'bleeding-disorder':
    'Do you have hemophilia or another bleeding disorder (you bleed easily or bruise often)?',
  'healing-variation':
    'Every skin heals differently: colors and lines can vary and fade with time and sun, and a touch-up may be needed. The result on skin will not look exactly like the drawing.',
  permanence:
    'A tattoo is permanent. Laser removal is expensive, takes many sessions, does not always remove it completely and can leave scars or changes in skin color.',
  'keep-clean':
    'I will keep it clean: I will wash it gently with clean hands, water and a mild fragrance-free soap, then pat it dry with a clean paper towel.',
  'no-soaking':
    'Until it has healed (about four weeks), I will not soak it: no baths, ocean, lakes, pools, hot tubs or saunas; short showers only.',
  'no-sun':
    'While it heals, I will keep it out of the sun and away from tanning beds; afterward I will protect it with high-SPF sunscreen.',
};

function inAmericanEnglish(question: ConsentQuestion): ConsentQuestion {
  const en = americanEnglish[question.id];
  return en ? { ...question, label: { ...question.label, en } } : question;
}

function statementInAmericanEnglish(statement: ConsentStatement): ConsentStatement {
  const en = americanEnglish[statement.id];
  return en ? { ...statement, text: { ...statement.text, en } } : statement;
}

/**
 * The United States' default form: France's questions, risks, aftercare and declaration with their English in
 * American English, Accutane, a plain photo question and an introduction without legal claims (tattooing minors is
 * state law: many states allow 16 and 17 with a parent's consent, some forbid it; the artist decides, so a guardian
 * is off by default but may be allowed).
 */
export const unitedStatesConsentForm: ConsentFormTemplate = {
  ...franceConsentForm,
  jurisdiction: 'US',
  intro: {
    fr: 'Lisez ce formulaire attentivement avant de signer. Vos réponses aux questions de santé aident l’artiste à travailler en toute sécurité ; elles restent confidentielles et ne servent qu’à votre rendez-vous. Vous y trouverez aussi les risques du tatouage et les soins que vous vous engagez à suivre. Une pièce d’identité avec photo peut vous être demandée.',
    en: 'Please read this form carefully before you sign. Your answers to the health questions help the artist work safely; they are kept confidential and used only for your appointment. The form also explains the risks of getting a tattoo and the aftercare you agree to follow. You may be asked to show a photo ID.',
    es: 'Lea este formulario con atención antes de firmar. Sus respuestas a las preguntas de salud ayudan al artista a trabajar con seguridad; se tratan de forma confidencial y solo se utilizan para su cita. Aquí encontrará también los riesgos del tatuaje y los cuidados que se compromete a seguir. Es posible que se le pida una identificación con foto.',
  },
  healthQuestions: franceConsentForm.healthQuestions.map((question) =>
    question.id === 'isotretinoin' ? isotretinoinQuestion('Accutane') : inAmericanEnglish(question),
  ),
  risks: franceConsentForm.risks.map(statementInAmericanEnglish),
  aftercare: franceConsentForm.aftercare.map(statementInAmericanEnglish),
  photoUse: {
    fr: 'L’artiste peut-il photographier votre tatouage et partager les photos dans son portfolio et sur les réseaux sociaux ? Si vous changez d’avis plus tard, dites-le à l’artiste : les photos ne seront plus utilisées.',
    en: 'May the artist take photos of your tattoo and share them in their portfolio and on social media? If you change your mind later, just tell the artist and they will stop using them.',
    es: '¿Puede el artista fotografiar su tatuaje y compartir las fotos en su portfolio y en redes sociales? Si más adelante cambia de opinión, dígaselo al artista y dejará de usarlas.',
  },
  guardianAllowedByDefault: false,
  guardianPermittedByLaw: true,
};
