import type { ConsentFormTemplate, ConsentQuestion } from '#shared/domain/consent/form-template.ts';

/**
 * The isotretinoin question, with the brand name clients of the jurisdiction know the drug by (the generic name
 * is always given too). The other defaults start from France's form and swap this question for their own.
 */
export function isotretinoinQuestion(brand: string): ConsentQuestion {
  return {
    id: 'isotretinoin',
    kind: 'yes_no',
    label: {
      fr: `Prenez-vous, ou avez-vous pris au cours des 6 derniers mois, de l’isotrétinoïne (${brand}) contre l’acné ?`,
      en: `Are you taking, or have you taken in the last 6 months, isotretinoin (${brand}) for acne?`,
      es: `¿Toma, o ha tomado en los últimos 6 meses, isotretinoína (${brand}) para el acné?`,
    },
    flagWhen: 'yes',
  };
}

/**
 * France's default form. The hygiene rules of 2008 for tattooing (Code de la santé publique, R. 1311-12, and the
 * order of 3 December 2008) require written information on the risks before the act and on the precautions after
 * it; a minor needs the written consent of a holder of parental authority or of their guardian (R. 1311-11).
 * The English texts are in British English.
 */
export const franceConsentForm: ConsentFormTemplate = {
  jurisdiction: 'FR',
  title: {
    fr: 'Consentement éclairé au tatouage',
    en: 'Tattoo consent form',
    es: 'Consentimiento informado para tatuaje',
  },
  intro: {
    fr: 'Avant tout tatouage, la réglementation impose de vous informer par écrit des risques et des soins à respecter après la séance : c’est l’objet de ce formulaire. Vos réponses aux questions de santé permettent à l’artiste de travailler en toute sécurité ; elles restent confidentielles et ne servent qu’à votre séance. Une personne de moins de 18 ans ne peut être tatouée qu’avec le consentement écrit d’un titulaire de l’autorité parentale ou de son tuteur.',
    en: 'Before any tattoo, French regulations require the artist to give you written information on the risks and on the care your skin needs afterwards: that is what this form is for. Your answers to the health questions let the artist work safely; they stay confidential and are used only for your session. Anyone under 18 may only be tattooed with the written consent of a person with parental authority or of their legal guardian.',
    es: 'Antes de cualquier tatuaje, la normativa francesa obliga a informarle por escrito de los riesgos y de los cuidados posteriores: ese es el objeto de este formulario. Sus respuestas a las preguntas de salud permiten al artista trabajar con seguridad; son confidenciales y solo se utilizan para su sesión. Una persona menor de 18 años solo puede tatuarse con el consentimiento por escrito de quien ejerza la patria potestad o de su tutor legal.',
  },
  healthQuestions: [
    {
      id: 'allergies',
      kind: 'yes_no',
      label: {
        fr: 'Avez-vous une allergie connue, par exemple au latex, aux encres ou pigments, aux métaux (comme le nickel), aux antiseptiques, aux anesthésiques locaux ou aux pansements ?',
        en: 'Do you have any known allergy, for example to latex, tattoo inks or pigments, metals (such as nickel), antiseptics, local anaesthetics or plasters?',
        es: '¿Tiene alguna alergia conocida, por ejemplo al látex, a tintas o pigmentos, a metales (como el níquel), a antisépticos, a anestésicos locales o a los apósitos?',
      },
      detailsOnYes: true,
      flagWhen: 'yes',
    },
    {
      id: 'previous-reaction',
      kind: 'yes_no',
      label: {
        fr: 'Avez-vous déjà mal réagi à un tatouage ou à un maquillage permanent (allergie, gonflement durable, mauvaise cicatrisation) ?',
        en: 'Have you ever reacted badly to a tattoo or permanent make-up (allergy, lasting swelling, poor healing)?',
        es: '¿Ha tenido alguna vez una mala reacción a un tatuaje o a un maquillaje permanente (alergia, hinchazón persistente, mala cicatrización)?',
      },
      detailsOnYes: true,
      flagWhen: 'yes',
    },
    {
      id: 'skin-condition',
      kind: 'yes_no',
      label: {
        fr: 'Avez-vous un problème de peau sur la zone à tatouer ou à moins de 5 cm environ : eczéma, psoriasis, cicatrice chéloïde, grain de beauté, coup de soleil, plaie ou irritation ?',
        en: 'Do you have a skin condition on or within about 5 cm of the area to be tattooed, such as eczema, psoriasis, keloid scars, moles, sunburn, a cut or irritation?',
        es: '¿Tiene algún problema de piel en la zona que se va a tatuar o a menos de unos 5 cm: eccema, psoriasis, cicatrices queloides, lunares, quemaduras solares, heridas o irritación?',
      },
      detailsOnYes: true,
      flagWhen: 'yes',
    },
    {
      id: 'blood-thinners',
      kind: 'yes_no',
      label: {
        fr: 'Prenez-vous, ou avez-vous pris ces 7 derniers jours, un médicament qui fluidifie le sang : anticoagulant, aspirine, anti-inflammatoire comme l’ibuprofène ?',
        en: 'Are you taking, or have you taken in the last 7 days, any medicine that thins the blood, such as an anticoagulant, aspirin or an anti-inflammatory like ibuprofen?',
        es: '¿Toma, o ha tomado en los últimos 7 días, algún medicamento que afecte a la coagulación de la sangre, como un anticoagulante, la aspirina o un antiinflamatorio como el ibuprofeno?',
      },
      detailsOnYes: true,
      flagWhen: 'yes',
    },
    isotretinoinQuestion('Roaccutane'),
    {
      id: 'other-medication',
      kind: 'yes_no',
      label: {
        fr: 'Suivez-vous en ce moment un autre traitement médical (antibiotiques, corticoïdes, immunosuppresseurs…) ?',
        en: 'Are you currently taking any other medication (antibiotics, steroids, immunosuppressants…)?',
        es: '¿Sigue actualmente algún otro tratamiento médico (antibióticos, corticoides, inmunosupresores…)?',
      },
      detailsOnYes: true,
      flagWhen: 'yes',
    },
    {
      id: 'diabetes',
      kind: 'yes_no',
      label: { fr: 'Êtes-vous diabétique ?', en: 'Do you have diabetes?', es: '¿Tiene diabetes?' },
      detailsOnYes: true,
      flagWhen: 'yes',
    },
    {
      id: 'heart-condition',
      kind: 'yes_no',
      label: {
        fr: 'Avez-vous une maladie cardiaque, des problèmes de tension artérielle ou un stimulateur cardiaque ?',
        en: 'Do you have a heart condition, high or low blood pressure, or a pacemaker?',
        es: '¿Tiene alguna enfermedad del corazón, problemas de tensión arterial o un marcapasos?',
      },
      detailsOnYes: true,
      flagWhen: 'yes',
    },
    {
      id: 'epilepsy',
      kind: 'yes_no',
      label: {
        fr: 'Êtes-vous épileptique, ou avez-vous déjà eu des convulsions ou des malaises avec perte de connaissance ?',
        en: 'Do you have epilepsy, or have you ever had seizures or fainting spells?',
        es: '¿Tiene epilepsia, o ha sufrido alguna vez convulsiones o desmayos?',
      },
      detailsOnYes: true,
      flagWhen: 'yes',
    },
    {
      id: 'bleeding-disorder',
      kind: 'yes_no',
      label: {
        fr: 'Êtes-vous hémophile ou avez-vous un autre trouble de la coagulation (vous saignez facilement, vous avez souvent des bleus) ?',
        en: 'Do you have haemophilia or another bleeding disorder (you bleed easily or bruise often)?',
        es: '¿Tiene hemofilia u otro trastorno de la coagulación (sangra con facilidad o le salen moratones a menudo)?',
      },
      detailsOnYes: true,
      flagWhen: 'yes',
    },
    {
      id: 'immune-condition',
      kind: 'yes_no',
      label: {
        fr: 'Votre système immunitaire est-il affaibli par une maladie ou un traitement (chimiothérapie, greffe, corticoïdes au long cours…) ?',
        en: 'Is your immune system weakened by an illness or a treatment (chemotherapy, an organ transplant, long-term steroids…)?',
        es: '¿Tiene el sistema inmunitario debilitado por una enfermedad o un tratamiento (quimioterapia, un trasplante, corticoides de larga duración…)?',
      },
      detailsOnYes: true,
      flagWhen: 'yes',
    },
    {
      id: 'blood-borne-infection',
      kind: 'yes_no',
      label: {
        fr: 'Avez-vous une infection transmissible par le sang, comme l’hépatite B ou C ou le VIH ? Les mêmes règles d’hygiène s’appliquent à tout le monde ; votre réponse reste confidentielle et ne sert qu’à prendre soin de votre peau.',
        en: 'Do you have an infection that can be passed on through blood, such as hepatitis B or C, or HIV? The same hygiene rules apply to every client; your answer stays confidential and is used only to look after your skin.',
        es: '¿Tiene alguna infección que se transmita por la sangre, como la hepatitis B o C o el VIH? Las mismas normas de higiene se aplican a todo el mundo; su respuesta es confidencial y solo sirve para cuidar de su piel.',
      },
      flagWhen: 'yes',
    },
    {
      id: 'pregnancy',
      kind: 'yes_no',
      label: {
        fr: 'Êtes-vous enceinte ou allaitez-vous ?',
        en: 'Are you pregnant or breastfeeding?',
        es: '¿Está embarazada o en período de lactancia?',
      },
      flagWhen: 'yes',
    },
    {
      id: 'alcohol-drugs',
      kind: 'yes_no',
      label: {
        fr: 'Avez-vous bu de l’alcool ou pris des drogues dans les dernières 24 heures, ou comptez-vous le faire avant la séance ?',
        en: 'Have you had any alcohol or drugs in the last 24 hours, or do you plan to before your session?',
        es: '¿Ha tomado alcohol o drogas en las últimas 24 horas, o piensa hacerlo antes de la sesión?',
      },
      flagWhen: 'yes',
    },
    {
      id: 'meal-before',
      kind: 'yes_no',
      label: {
        fr: 'Aurez-vous pris un vrai repas dans les 4 heures avant la séance ?',
        en: 'Will you have eaten a proper meal in the 4 hours before your session?',
        es: '¿Habrá comido bien en las 4 horas previas a la sesión?',
      },
      // The one question whose safe answer is yes: an empty stomach makes fainting likelier.
      flagWhen: 'no',
    },
    {
      id: 'other-health',
      kind: 'yes_no',
      label: {
        fr: 'Y a-t-il autre chose concernant votre santé que l’artiste devrait savoir ?',
        en: 'Is there anything else about your health that the artist should know?',
        es: '¿Hay algo más sobre su salud que el artista deba saber?',
      },
      detailsOnYes: true,
      flagWhen: 'yes',
    },
  ],
  risks: [
    {
      id: 'pain',
      text: {
        fr: 'Le tatouage peut être douloureux. Rougeur, gonflement et léger suintement sont normaux les premiers jours.',
        en: 'Tattooing can be painful. Redness, swelling and light oozing are normal for the first few days.',
        es: 'El tatuaje puede ser doloroso. El enrojecimiento, la hinchazón y una ligera supuración son normales los primeros días.',
      },
    },
    {
      id: 'infection',
      text: {
        fr: 'Malgré un matériel stérile et à usage unique, une infection reste possible, surtout si les soins ne sont pas respectés.',
        en: 'Even with sterile, single-use equipment, an infection can happen, especially if the aftercare is not followed.',
        es: 'Aunque se utiliza material estéril y de un solo uso, puede producirse una infección, sobre todo si no se siguen los cuidados.',
      },
    },
    {
      id: 'allergic-reaction',
      text: {
        fr: 'Une réaction allergique aux encres est possible, parfois des mois ou des années plus tard, en particulier avec les pigments rouges.',
        en: 'An allergic reaction to the inks can occur, sometimes months or even years later, particularly with red pigments.',
        es: 'Puede producirse una reacción alérgica a las tintas, a veces meses o incluso años después, sobre todo con los pigmentos rojos.',
      },
    },
    {
      id: 'scarring',
      text: {
        fr: 'La peau peut garder une cicatrice, et les personnes qui y sont sujettes peuvent développer une chéloïde (cicatrice épaisse et en relief).',
        en: 'The skin can scar, and people prone to keloids (thick, raised scars) can develop them.',
        es: 'La piel puede quedar marcada y, en personas con tendencia, pueden formarse queloides (cicatrices gruesas y abultadas).',
      },
    },
    {
      id: 'healing-variation',
      text: {
        fr: 'Chaque peau cicatrise à sa façon : couleurs et traits peuvent varier et s’estomper avec le temps et le soleil, et une retouche peut être nécessaire. Le rendu sur la peau ne sera pas identique au dessin.',
        en: 'Every skin heals differently: colours and lines can vary and fade with time and sun, and a touch-up may be needed. The result on skin will not look exactly like the drawing.',
        es: 'Cada piel cicatriza a su manera: los colores y las líneas pueden variar y apagarse con el tiempo y el sol, y puede ser necesario un retoque. El resultado en la piel no será idéntico al dibujo.',
      },
    },
    {
      id: 'permanence',
      text: {
        fr: 'Un tatouage est définitif. Le détatouage au laser coûte cher, demande de nombreuses séances, n’efface pas toujours tout et peut laisser des cicatrices ou des taches plus claires ou plus foncées.',
        en: 'A tattoo is permanent. Laser removal is expensive, takes many sessions, does not always remove it completely and can leave scars or changes in skin colour.',
        es: 'Un tatuaje es permanente. Eliminarlo con láser es caro, exige muchas sesiones, no siempre lo borra por completo y puede dejar cicatrices o manchas más claras u oscuras.',
      },
    },
    {
      id: 'mri',
      text: {
        fr: 'Lors d’une IRM, la peau tatouée peut chauffer, gonfler ou picoter : signalez toujours vos tatouages au personnel médical.',
        en: 'During an MRI scan, tattooed skin can feel warm, swell or tingle: always tell the medical staff about your tattoos.',
        es: 'Durante una resonancia magnética, la piel tatuada puede calentarse, hincharse o producir hormigueo: informe siempre de sus tatuajes al personal sanitario.',
      },
    },
  ],
  aftercare: [
    {
      id: 'written-aftercare',
      text: {
        fr: 'Je suivrai les consignes de soins écrites de l’artiste jusqu’à la cicatrisation complète.',
        en: 'I will follow the artist’s written aftercare instructions until the tattoo has fully healed.',
        es: 'Seguiré las instrucciones de cuidado por escrito del artista hasta que el tatuaje esté completamente cicatrizado.',
      },
    },
    {
      id: 'keep-clean',
      text: {
        fr: 'Je garderai le tatouage propre : je le laverai doucement, les mains propres, à l’eau et au savon neutre, puis je le sécherai en tamponnant avec un essuie-tout propre.',
        en: 'I will keep it clean: I will wash it gently with clean hands, water and a mild unscented soap, then pat it dry with clean kitchen paper.',
        es: 'Mantendré el tatuaje limpio: lo lavaré con suavidad, con las manos limpias, agua y jabón neutro, y lo secaré a toques con papel de cocina limpio.',
      },
    },
    {
      id: 'no-soaking',
      text: {
        fr: 'Pendant toute la cicatrisation (environ quatre semaines), j’éviterai bain, mer, piscine, sauna et hammam, et je prendrai seulement des douches courtes.',
        en: 'Until it has healed (about four weeks), I will not soak it: no baths, sea, swimming pools, saunas or steam rooms; short showers only.',
        es: 'Durante toda la cicatrización (unas cuatro semanas) evitaré la bañera, el mar, la piscina, la sauna y el baño turco, y solo me daré duchas cortas.',
      },
    },
    {
      id: 'no-sun',
      text: {
        fr: 'Pendant la cicatrisation, je le protégerai du soleil et des UV (pas de cabine de bronzage) ; ensuite, j’utiliserai une crème solaire à indice élevé.',
        en: 'While it heals, I will keep it out of the sun and off sunbeds; afterwards I will protect it with high-factor sunscreen.',
        es: 'Durante la cicatrización lo protegeré del sol y de los rayos UVA (nada de cabinas de bronceado); después usaré protector solar de factor alto.',
      },
    },
    {
      id: 'no-scratching',
      text: {
        fr: 'Je ne gratterai pas le tatouage et n’arracherai ni croûtes ni peaux, même si ça démange.',
        en: 'I will not scratch it or pick at scabs or peeling skin, even when it itches.',
        es: 'No me rascaré ni arrancaré costras ni pieles, aunque me pique.',
      },
    },
    {
      id: 'see-doctor',
      text: {
        fr: 'En cas de signe d’infection (rougeur qui s’étend, chaleur, douleur qui augmente, pus, fièvre), je consulterai un médecin sans attendre et je préviendrai l’artiste.',
        en: 'If I notice signs of infection (spreading redness, heat, increasing pain, pus or a fever), I will see a doctor promptly and let the artist know.',
        es: 'Si aparecen signos de infección (enrojecimiento que se extiende, calor, dolor creciente, pus o fiebre), acudiré al médico sin demora y avisaré al artista.',
      },
    },
  ],
  photoUse: {
    fr: 'Acceptez-vous que l’artiste photographie votre tatouage et publie ces photos dans son portfolio et sur ses réseaux sociaux ? Vous pourrez retirer ce consentement à tout moment en le disant à l’artiste : les photos ne seront alors plus utilisées.',
    en: 'Do you agree that the artist may photograph your tattoo and publish the photos in their portfolio and on social media? You can withdraw this consent at any time by telling the artist; from then on, the photos will no longer be used.',
    es: '¿Acepta que el artista fotografíe su tatuaje y publique las fotos en su portfolio y en sus redes sociales? Puede retirar este consentimiento en cualquier momento comunicándoselo al artista; a partir de entonces, las fotos dejarán de utilizarse.',
  },
  customQuestions: [],
  declaration: {
    fr: 'Je certifie que mes réponses sont exactes et complètes, que je ne serai pas sous l’effet de l’alcool ou de drogues lors de la séance, et que j’ai reçu, avant la séance, l’information écrite sur les risques du tatouage et les soins à respecter, que j’ai lue et comprise. Je consens librement à me faire tatouer et je sais que l’artiste peut refuser de me tatouer ou arrêter la séance à tout moment si cela lui semble nécessaire.',
    en: 'I confirm that my answers are true and complete, that I will not be under the influence of alcohol or drugs at my session, and that I have received, before the session, the written information on the risks of tattooing and the aftercare, which I have read and understood. I freely consent to be tattooed, and I understand that the artist may refuse to tattoo me or stop the session at any time if they consider it necessary.',
    es: 'Declaro que mis respuestas son verdaderas y completas, que no estaré bajo los efectos del alcohol ni de drogas durante la sesión y que he recibido, antes de la sesión, la información por escrito sobre los riesgos del tatuaje y los cuidados posteriores, que he leído y comprendido. Doy libremente mi consentimiento para tatuarme y sé que el artista puede negarse a tatuarme o interrumpir la sesión en cualquier momento si lo considera necesario.',
  },
  guardianAllowedByDefault: true,
  guardianPermittedByLaw: true,
};
